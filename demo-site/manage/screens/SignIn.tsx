// /manage/sign-in: passkey first, password + code as the fallback; back to where the person was going after.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import { sessionQuery } from "../api/session.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import { LanguagePicker } from "../ui/LanguagePicker.tsx";
import { SignInForms } from "./sign-in/SignInForms.tsx";

export function SignIn() {
  const t = useT();
  const { next } = useSearch({ from: "/sign-in" });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const done = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    await navigate({ href: next ?? "/" });
  }, [queryClient, navigate, next]);
  return (
    <main className="narrow">
      <h1>{t("auth.title")}</h1>
      <p>{t("auth.intro")}</p>
      <SignInForms onDone={done} autofill />
      <footer className="quiet-footer">
        <LanguagePicker />
      </footer>
    </main>
  );
}

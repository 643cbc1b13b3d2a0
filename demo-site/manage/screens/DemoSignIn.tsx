// /manage/demo (?as=operator for the demo operator): signs in as the demo organizer (demo mode only; the server
// answers 404 otherwise) and goes home.
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { sessionQuery } from "../api/session.ts";
import { demoSignIn } from "../api/sign-in.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import { errorText } from "../ui/error-text.ts";
import { Notice } from "../ui/Notice.tsx";

export function DemoSignIn() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { as = "organizer" } = useSearch({ from: "/demo" });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    demoSignIn(as)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
        if (live) await navigate({ to: "/", replace: true });
      })
      .catch((failure: unknown) => live && setError(errorText(t, failure)));
    return () => {
      live = false;
    };
  }, [as, navigate, queryClient, t]);
  return (
    <main className="narrow">
      <h1>{t("auth.demo_title")}</h1>
      {error ? (
        <>
          <Notice tone="error">{error}</Notice>
          <Link to="/sign-in">{t("auth.title")}</Link>
        </>
      ) : (
        <p role="status">{t("auth.demo_signing_in")}</p>
      )}
    </main>
  );
}

// /manage/invitation/:token: someone invited to a team sets up how they will sign in, a passkey (first choice)
// or a password with an authenticator app. The link alone signs nobody in; it works once and expires.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { api } from "../../api/http.ts";
import { sessionQuery } from "../../api/session.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { PasskeyEnrol } from "./PasskeyEnrol.tsx";
import { PasswordEnrol } from "./PasswordEnrol.tsx";
import { AcceptAsMember } from "./AcceptAsMember.tsx";

export interface InvitationInfo {
  email: string;
  /** null: an invitation to run the server as its operator. */
  organizer: { id: number; name: string } | null;
  role: string | null;
  operator: boolean;
  expiresAt: number;
  /** The address has an account already: it signs in and accepts instead of enrolling. */
  accountExists: boolean;
}

export function Invitation() {
  const { t, language } = useI18n();
  const { token } = useParams({ from: "/invitation/$token" });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [method, setMethod] = useState<"passkey" | "password">("passkey");
  const info = useQuery({
    queryKey: ["invitation", token],
    queryFn: () => api<InvitationInfo>("GET", `/invitations/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    await navigate({ to: "/" });
  };
  if (info.error)
    return (
      <main className="narrow">
        <h1>{t("auth.invitation.title")}</h1>
        <Notice tone="error">{errorText(t, info.error)}</Notice>
      </main>
    );
  if (!info.data)
    return (
      <main className="narrow">
        <p role="status">{t("common.loading")}</p>
      </main>
    );
  const path = `/invitations/${encodeURIComponent(token)}`;
  const intro = info.data.organizer
    ? t("auth.invitation.intro", {
        organizer: info.data.organizer.name,
        role: t(`team.roles.${info.data.role ?? "manager"}`),
        email: info.data.email,
        expires: new Date(info.data.expiresAt).toLocaleString(language),
      })
    : t("auth.invitation.intro_operator", {
        email: info.data.email,
        expires: new Date(info.data.expiresAt).toLocaleString(language),
      });
  return (
    <main className="narrow stack">
      <h1>{t("auth.invitation.title")}</h1>
      <p>{intro}</p>
      {info.data.accountExists ? (
        <AcceptAsMember path={path} email={info.data.email} onDone={done} />
      ) : method === "passkey" ? (
        <>
          <PasskeyEnrol path={path} onDone={done} />
          <Button variant="quiet" onPress={() => setMethod("password")}>
            {t("auth.invitation.use_password")}
          </Button>
        </>
      ) : (
        <>
          <PasswordEnrol path={path} email={info.data.email} onDone={done} />
          <Button variant="quiet" onPress={() => setMethod("passkey")}>
            {t("auth.invitation.use_passkey")}
          </Button>
        </>
      )}
    </main>
  );
}

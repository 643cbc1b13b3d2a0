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

export interface InvitationInfo {
  email: string;
  organizer: string | { name: string };
  role: string;
  expiresAt: number;
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
  const organizer = typeof info.data.organizer === "string" ? info.data.organizer : info.data.organizer.name;
  const path = `/invitations/${encodeURIComponent(token)}`;
  return (
    <main className="narrow stack">
      <h1>{t("auth.invitation.title")}</h1>
      <p>
        {t("auth.invitation.intro", {
          organizer,
          role: t(`team.roles.${info.data.role}`),
          email: info.data.email,
          expires: new Date(info.data.expiresAt).toLocaleString(language),
        })}
      </p>
      {method === "passkey" ? (
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

// My account: who I am, my passkeys (add one on this device, remove one), whether TOTP is set up, sign out.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMemo } from "react";
import { api } from "../../api/http.ts";
import { useSession } from "../../api/session.ts";
import { signOut } from "../../api/sign-in.ts";
import { passkeysQuery, type Passkey } from "../../api/team.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";

export function Account() {
  const { t, language } = useI18n();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passkeys = useQuery(passkeysQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["me"] });
  const add = useMutation({
    mutationFn: async () => {
      const options = await api<
        PublicKeyCredentialCreationOptionsJSON | { options: PublicKeyCredentialCreationOptionsJSON }
      >("POST", "/me/passkeys/options", {});
      const optionsJSON = "options" in options ? options.options : options;
      const response = await startRegistration({ optionsJSON });
      await api("POST", "/me/passkeys", { response });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: Passkey["id"]) => api("DELETE", `/me/passkeys/${encodeURIComponent(String(id))}`),
    onSettled: refresh,
  });
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      queryClient.clear();
      await navigate({ to: "/sign-in", search: {} });
    },
  });
  const columns = useMemo<Columns<Passkey>>(
    () => [
      {
        id: "name",
        header: t("auth.account.passkey_name"),
        cell: ({ row }) => row.original.name ?? t("auth.account.passkey"),
      },
      {
        id: "created",
        header: t("auth.account.added"),
        cell: ({ row }) =>
          row.original.createdAt ? new Date(row.original.createdAt).toLocaleDateString(language) : "",
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <ConfirmButton
            label={t("common.remove")}
            ariaLabel={t("common.remove_named", { name: row.original.name ?? t("auth.account.passkey") })}
            question={t("common.remove_question", { name: row.original.name ?? t("auth.account.passkey") })}
            onConfirm={() => remove.mutate(row.original.id)}
          />
        ),
      },
    ],
    [t, language, remove],
  );
  const failure = passkeys.error ?? add.error ?? remove.error;
  return (
    <section className="stack">
      <h1>{t("auth.account.title")}</h1>
      {session ? (
        <dl className="facts">
          <dt>{t("auth.account.name")}</dt>
          <dd>{session.user.name}</dd>
          <dt>{t("auth.email")}</dt>
          <dd>{session.user.email}</dd>
          <dt>{t("auth.account.totp")}</dt>
          <dd>{session.methods.totp ? t("common.yes") : t("common.no")}</dd>
        </dl>
      ) : null}
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <div className="title-row">
        <h2>{t("auth.account.passkeys")}</h2>
        <Button onPress={() => add.mutate()} isPending={add.isPending}>
          {t("auth.account.add_passkey")}
        </Button>
      </div>
      <DataTable
        caption={t("auth.account.passkeys")}
        columns={columns}
        data={passkeys.data ?? []}
        rowKey={(p) => String(p.id)}
        empty={t("auth.account.no_passkeys")}
      />
      <Button variant="secondary" onPress={() => leave.mutate()}>
        {t("common.sign_out")}
      </Button>
    </section>
  );
}

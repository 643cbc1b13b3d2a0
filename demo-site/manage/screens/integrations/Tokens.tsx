// The organizer's API tokens: what each is for, its scopes, when it was made and last used, and Revoke (at once:
// the next call with it is refused).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { integrationKeys, revokeToken, tokensQuery, type ApiToken } from "../../api/integrations.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { dateTime } from "./format.ts";
import { NewToken, scopeKey } from "./NewToken.tsx";

export function Tokens({ org }: { org: number }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const tokens = useQuery(tokensQuery(org));
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens(org) });
  const revoke = useMutation({ mutationFn: (id: string) => revokeToken(org, id), onSettled: refresh });
  const columns = useMemo<Columns<ApiToken>>(
    () => [
      { id: "name", header: t("integrations.tokens.name"), cell: ({ row }) => row.original.name },
      { id: "prefix", header: t("integrations.tokens.starts"), cell: ({ row }) => `${row.original.prefix}…` },
      {
        id: "scopes",
        header: t("integrations.tokens.scopes"),
        cell: ({ row }) => row.original.scopes.map((s) => t(`integrations.scopes.${scopeKey(s)}`)).join(", "),
      },
      {
        id: "created",
        header: t("integrations.created"),
        cell: ({ row }) => dateTime(row.original.createdAt, language),
      },
      {
        id: "used",
        header: t("integrations.tokens.last_used"),
        cell: ({ row }) => dateTime(row.original.lastUsedAt, language) || t("integrations.tokens.never_used"),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) =>
          row.original.revokedAt ? (
            t("integrations.tokens.revoked")
          ) : (
            <ConfirmButton
              label={t("integrations.tokens.revoke")}
              ariaLabel={t("integrations.tokens.revoke_named", { name: row.original.name })}
              question={t("integrations.tokens.revoke_question", { name: row.original.name })}
              onConfirm={() => revoke.mutate(row.original.id)}
            />
          ),
      },
    ],
    [t, language, revoke],
  );
  const failure = tokens.error ?? revoke.error;
  return (
    <section className="stack" aria-labelledby="tokens-title">
      <div className="title-row">
        <h2 id="tokens-title">{t("integrations.tokens.title")}</h2>
        <NewToken org={org} onCreated={refresh} />
      </div>
      <p className="hint">{t("integrations.tokens.help")}</p>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("integrations.tokens.title")}
        columns={columns}
        data={tokens.data ?? []}
        rowKey={(token) => token.id}
        empty={tokens.isPending ? t("common.loading") : t("integrations.tokens.none")}
      />
    </section>
  );
}

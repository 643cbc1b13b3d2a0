// Create an API token: a name (what it is for) and its scopes; the token itself is shown once, in the dialog.
// Creating one needs a fresh sign-in (the server asks; the re-auth dialog comes up and the call goes on).
import { useState } from "react";
import { createToken, TOKEN_SCOPES, type TokenScope } from "../../api/integrations.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { SecretFormDialog } from "./SecretFormDialog.tsx";

export const scopeKey = (scope: TokenScope) => scope.replace(/[^a-z]/g, "_");

export function NewToken({ org, onCreated }: { org: number; onCreated: () => Promise<unknown> }) {
  const t = useT();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["orders:read"]);
  return (
    <SecretFormDialog
      title={t("integrations.tokens.create")}
      submitLabel={t("integrations.tokens.create_submit")}
      create={() => createToken(org, { name: name.trim(), scopes })}
      secretOf={(answer) => ({
        label: t("integrations.tokens.your_token", { name: answer.apiToken.name }),
        value: answer.token,
      })}
      testId="new-token"
      onCreated={onCreated}
      onReset={() => {
        setName("");
        setScopes(["orders:read"]);
      }}
    >
      <TextInput
        label={t("integrations.tokens.name")}
        description={t("integrations.tokens.name_help")}
        value={name}
        onChange={setName}
        isRequired
        maxLength={100}
        autoFocus
      />
      <ChoiceGroup
        label={t("integrations.tokens.scopes")}
        options={TOKEN_SCOPES.map((scope) => ({
          value: scope,
          label: t(`integrations.scopes.${scopeKey(scope)}`),
          description: t(`integrations.scopes.${scopeKey(scope)}_help`),
        }))}
        value={scopes}
        onChange={setScopes}
      />
    </SecretFormDialog>
  );
}

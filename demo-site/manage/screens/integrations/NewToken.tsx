// Create an API token: a name (what it is for) and its scopes; the token itself is shown once, in the dialog.
// Creating one needs a fresh sign-in (the server asks; the re-auth dialog comes up and the call goes on).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { createToken, TOKEN_SCOPES, type TokenScope } from "../../api/integrations.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { SecretOnce } from "./SecretOnce.tsx";

export const scopeKey = (scope: TokenScope) => scope.replace(/[^a-z]/g, "_");

export function NewToken({ org, onCreated }: { org: number; onCreated: () => Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["orders:read"]);
  const create = useMutation({
    mutationFn: () => createToken(org, { name: name.trim(), scopes }),
    onSuccess: () => onCreated(),
  });
  const close = () => {
    setOpen(false);
    setName("");
    setScopes(["orders:read"]);
    create.reset();
  };
  return (
    <FormDialog
      trigger={t("integrations.tokens.create")}
      title={t("integrations.tokens.create")}
      isOpen={open}
      onOpenChange={(o) => (o ? setOpen(true) : close())}
    >
      {create.data ? (
        <SecretOnce
          label={t("integrations.tokens.your_token", { name: create.data.apiToken.name })}
          value={create.data.token}
          testId="new-token"
          onDone={close}
        />
      ) : (
        <Form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          {create.error ? <Notice tone="error">{errorText(t, create.error)}</Notice> : null}
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
          <FormActions busy={create.isPending} onCancel={close} submitLabel={t("integrations.tokens.create_submit")} />
        </Form>
      )}
    </FormDialog>
  );
}

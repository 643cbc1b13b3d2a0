// A dialog whose form makes something with a secret (an API token, a webhook endpoint): the form, then, once the
// server has made it, the secret shown this once in place of the form. Closing forgets both.
import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Form } from "react-aria-components";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { SecretOnce } from "./SecretOnce.tsx";

export function SecretFormDialog<T>(props: {
  title: string;
  submitLabel: string;
  /** the server's answer to the form */
  create: () => Promise<T>;
  /** what to show of the answer, once */
  secretOf: (answer: T) => { label: string; value: string };
  testId: string;
  onCreated: () => Promise<unknown>;
  /** empties the form's fields */
  onReset: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const create = useMutation({ mutationFn: props.create, onSuccess: () => props.onCreated() });
  const close = () => {
    setOpen(false);
    props.onReset();
    create.reset();
  };
  const secret = create.data === undefined ? null : props.secretOf(create.data);
  return (
    <FormDialog
      trigger={props.title}
      title={props.title}
      isOpen={open}
      onOpenChange={(o) => (o ? setOpen(true) : close())}
    >
      {secret ? (
        <SecretOnce label={secret.label} value={secret.value} testId={props.testId} onDone={close} />
      ) : (
        <Form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          {create.error ? <Notice tone="error">{errorText(t, create.error)}</Notice> : null}
          {props.children}
          <FormActions busy={create.isPending} onCancel={close} submitLabel={props.submitLabel} />
        </Form>
      )}
    </FormDialog>
  );
}

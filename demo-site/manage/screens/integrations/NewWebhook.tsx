// Add a webhook endpoint: its address (https; the server refuses private and loopback addresses outside the demo)
// and the events it gets; its signing secret (whsec_…) is shown once, in the dialog.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { createWebhook, type WebhookEvent } from "../../api/integrations.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { EventPicker } from "./EventPicker.tsx";
import { SecretOnce } from "./SecretOnce.tsx";

export function NewWebhook({ org, onCreated }: { org: number; onCreated: () => Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["order.paid"]);
  const create = useMutation({
    mutationFn: () => createWebhook(org, { url: url.trim(), events }),
    onSuccess: () => onCreated(),
  });
  const close = () => {
    setOpen(false);
    setUrl("");
    setEvents(["order.paid"]);
    create.reset();
  };
  return (
    <FormDialog
      trigger={t("integrations.webhooks.add")}
      title={t("integrations.webhooks.add")}
      isOpen={open}
      onOpenChange={(o) => (o ? setOpen(true) : close())}
    >
      {create.data ? (
        <SecretOnce
          label={t("integrations.webhooks.secret")}
          value={create.data.secret}
          testId="new-webhook-secret"
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
            label={t("integrations.webhooks.url")}
            description={t("integrations.webhooks.url_help")}
            type="url"
            value={url}
            onChange={setUrl}
            isRequired
            autoFocus
          />
          <EventPicker value={events} onChange={setEvents} />
          <FormActions busy={create.isPending} onCancel={close} submitLabel={t("integrations.webhooks.add_submit")} />
        </Form>
      )}
    </FormDialog>
  );
}

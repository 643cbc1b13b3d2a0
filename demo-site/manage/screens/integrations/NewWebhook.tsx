// Add a webhook endpoint: its address (https; the server refuses private and loopback addresses outside the demo)
// and the events it gets; its signing secret (whsec_…) is shown once, in the dialog. Needs a fresh sign-in.
import { useState } from "react";
import { createWebhook, type WebhookEvent } from "../../api/integrations.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { EventPicker } from "./EventPicker.tsx";
import { SecretFormDialog } from "./SecretFormDialog.tsx";

export function NewWebhook({ org, onCreated }: { org: number; onCreated: () => Promise<unknown> }) {
  const t = useT();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["order.paid"]);
  return (
    <SecretFormDialog
      title={t("integrations.webhooks.add")}
      submitLabel={t("integrations.webhooks.add_submit")}
      create={() => createWebhook(org, { url: url.trim(), events })}
      secretOf={(answer) => ({ label: t("integrations.webhooks.secret"), value: answer.secret })}
      testId="new-webhook-secret"
      onCreated={onCreated}
      onReset={() => {
        setUrl("");
        setEvents(["order.paid"]);
      }}
    >
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
    </SecretFormDialog>
  );
}

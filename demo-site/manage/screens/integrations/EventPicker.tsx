// Which events an endpoint gets, each with what it means.
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../api/integrations.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { ChoiceGroup } from "./ChoiceGroup.tsx";

export const eventKey = (event: string) => event.replace(/[^a-z]/g, "_");

export function EventPicker(props: { value: WebhookEvent[]; onChange: (value: WebhookEvent[]) => void }) {
  const t = useT();
  return (
    <ChoiceGroup
      label={t("integrations.webhooks.events")}
      options={WEBHOOK_EVENTS.map((event) => ({
        value: event,
        label: event,
        description: t(`integrations.events.${eventKey(event)}`),
      }))}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

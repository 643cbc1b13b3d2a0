// /manage/o/:org/integrations (owners): how other systems reach the organizer's orders: API tokens for calls in,
// webhook endpoints for events out.
import { useT } from "../../i18n/I18nProvider.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { Tokens } from "./Tokens.tsx";
import { Webhooks } from "./Webhooks.tsx";

export function Integrations() {
  const t = useT();
  const org = useOrganizerId();
  return (
    <section className="stack">
      <h1>{t("integrations.title")}</h1>
      <Tokens org={org} />
      <Webhooks org={org} />
    </section>
  );
}

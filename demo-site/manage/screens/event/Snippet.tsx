// What to paste into the organizer's own page: the script tag and element (or the iframe variant), each with a
// copy button, and a live preview of the checkout exactly as it will run there.
import { useQuery } from "@tanstack/react-query";
import { snippetQuery } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";
import { CopyBlock } from "./CopyBlock.tsx";
import { CheckoutPreview } from "./CheckoutPreview.tsx";

export function Snippet() {
  const t = useT();
  const org = useOrganizerId();
  const id = useEventId();
  const snippet = useQuery(snippetQuery(org, id));
  if (snippet.error) return <Notice tone="error">{errorText(t, snippet.error)}</Notice>;
  if (!snippet.data) return <p role="status">{t("common.loading")}</p>;
  return (
    <section className="stack">
      <h2>{t("catalog.tabs.snippet")}</h2>
      <p>{t("catalog.snippet.intro")}</p>
      <CopyBlock label={t("catalog.snippet.element")} text={snippet.data.snippet} testId="snippet-element" />
      <CopyBlock
        label={t("catalog.snippet.iframe_mode")}
        text={snippet.data.iframe_mode}
        testId="snippet-iframe-mode"
      />
      <CopyBlock label={t("catalog.snippet.iframe")} text={snippet.data.iframe} testId="snippet-iframe" />
      <h3>{t("catalog.snippet.preview")}</h3>
      <CheckoutPreview eventId={id} />
    </section>
  );
}

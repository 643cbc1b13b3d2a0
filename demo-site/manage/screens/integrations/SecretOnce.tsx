// A token or a signing secret right after it was made: shown this once (the server keeps only what it needs to
// check or sign, never shows it again), with a Copy button and a Done that forgets it.
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { CopyBlock } from "../event/CopyBlock.tsx";

export function SecretOnce(props: { label: string; value: string; testId: string; onDone: () => void }) {
  const t = useT();
  return (
    <div className="stack">
      <Notice tone="info">{t("integrations.shown_once")}</Notice>
      <CopyBlock label={props.label} text={props.value} testId={props.testId} />
      <div className="actions">
        <Button onPress={props.onDone}>{t("integrations.done")}</Button>
      </div>
    </div>
  );
}

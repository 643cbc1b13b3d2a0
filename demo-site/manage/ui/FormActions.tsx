// A form's submit and Cancel buttons, the same in every dialog form: submit first (Enter submits), pending while it
// runs, Cancel closes without saving.
import { useT } from "../i18n/I18nProvider.tsx";
import { Button } from "./Button.tsx";

export function FormActions(props: { busy: boolean; onCancel: () => void; submitLabel?: string }) {
  const t = useT();
  return (
    <div className="actions">
      <Button type="submit" isPending={props.busy}>
        {props.submitLabel ?? t("common.save")}
      </Button>
      <Button variant="secondary" onPress={props.onCancel}>
        {t("common.cancel")}
      </Button>
    </div>
  );
}

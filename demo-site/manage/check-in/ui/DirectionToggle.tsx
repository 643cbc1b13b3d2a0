// Entry or exit, on a gate with re-entry: an exit scan marks the ticket outside, so it may enter again.
import { Label, Radio, RadioGroup } from "react-aria-components";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { ScanType } from "../engine/index.ts";

export function DirectionToggle({ value, onChange }: { value: ScanType; onChange: (type: ScanType) => void }) {
  const t = useT();
  return (
    <RadioGroup
      className="scanner-direction"
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next === "exit" ? "exit" : "entry")}
    >
      <Label>{t("scanner.scan.direction")}</Label>
      <div className="scanner-direction-options">
        <Radio value="entry">{t("scanner.scan.entry")}</Radio>
        <Radio value="exit">{t("scanner.scan.exit")}</Radio>
      </div>
    </RadioGroup>
  );
}

// The code field: a hardware scanner (a keyboard wedge) types the code and Enter here, and door staff can type one.
// It keeps the focus on devices with a mouse or keyboard (a phone's on-screen keyboard would cover the camera), and
// a key pressed while nothing editable has the focus comes here, so a wedge scan is never lost. Typed codes skip
// the camera's re-read rule: whoever sends one means it.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

export function CodeField({ onCode, focusKey }: { onCode: (code: string) => void; focusKey: number }) {
  const t = useT();
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // Refocused after each verdict (focusKey changes), unless the device is touch only.
  useEffect(() => {
    if (!window.matchMedia("(pointer: coarse)").matches) input.current?.focus({ preventScroll: true });
  }, [focusKey]);
  useEffect(() => {
    const capture = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      if (!editable(event.target) && !editable(document.activeElement)) input.current?.focus({ preventScroll: true });
    };
    window.addEventListener("keydown", capture, true);
    return () => window.removeEventListener("keydown", capture, true);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    setValue("");
    if (code) onCode(code);
  };
  return (
    <form className="scanner-code field" onSubmit={submit}>
      <label htmlFor="scanner-code">{t("scanner.scan.code_field")}</label>
      <div className="scanner-code-row">
        <input
          id="scanner-code"
          ref={input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby="scanner-code-help"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" variant="primary">
          {t("scanner.scan.check")}
        </Button>
      </div>
      <span id="scanner-code-help" className="field-help">
        {t("scanner.scan.code_help")}
      </span>
    </form>
  );
}

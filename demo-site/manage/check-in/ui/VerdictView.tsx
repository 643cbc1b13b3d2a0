// The full-screen verdict: colour, icon, title and the details, over the scanning screen. A tap anywhere (or its
// button) returns to scanning at once; otherwise the scan screen closes it after a moment. `data-verdict` is the
// result code ("valid", "already_redeemed", ..., or "error" when the scan itself failed) for tests and styles;
// `data-ms` the time from the read to this screen being in the page (what the 150 ms goal measures).
import { useLayoutEffect, useRef } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { Outcome } from "./tones.ts";
import { VerdictIcon } from "./VerdictIcon.tsx";
import type { VerdictText } from "./verdict-text.ts";

export function VerdictView(props: {
  outcome: Outcome;
  text: VerdictText;
  offline: boolean;
  readAt: number;
  onDone: () => void;
}) {
  const t = useT();
  const { outcome, text, readAt } = props;
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    element.current?.setAttribute("data-ms", (performance.now() - readAt).toFixed(1));
  }, [readAt]);
  return (
    // The whole screen is a tap target for quick hands; the button inside is the keyboard's and screen reader's way.
    <div
      ref={element}
      className={`scanner-verdict scanner-verdict-${outcome}`}
      data-verdict={outcome}
      data-offline={props.offline}
      role="alert"
      onClick={props.onDone}
    >
      <VerdictIcon outcome={outcome} />
      <h2 className="scanner-verdict-title">{text.title}</h2>
      {text.name ? <p className="scanner-verdict-name">{text.name}</p> : null}
      {text.lines.map((line) => (
        <p key={line} className="scanner-verdict-line">
          {line}
        </p>
      ))}
      <button
        type="button"
        className="button scanner-verdict-next"
        onClick={(event) => {
          event.stopPropagation();
          props.onDone();
        }}
      >
        {t("scanner.verdict.next")}
      </button>
    </div>
  );
}

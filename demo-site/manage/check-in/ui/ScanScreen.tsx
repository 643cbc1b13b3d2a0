// Scanning for one gate: the camera, the code field (hardware scanner and typing), entry/exit on a gate with
// re-entry, and the verdict over it all. One path for every read: the camera's go through the re-read rule first
// (and wait while a camera scan is being checked); typed ones never do. The verdict is built from the engine's
// answer with nothing loaded on the way (its text, icon and sound are all here already), and closes by itself
// after 1.5 s (admitted) or 3 s (refused), or at a tap; the code field then has the focus again.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Translate } from "../../i18n/i18n.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import type { ListChoice, ScanType, ScannerEngine } from "../engine/index.ts";
import { CameraView } from "./CameraView.tsx";
import { CodeField } from "./CodeField.tsx";
import { DirectionToggle } from "./DirectionToggle.tsx";
import { pairingCodeFrom } from "./pairing-code.ts";
import { createRepeatFilter } from "./repeat-filter.ts";
import { playVerdictSound } from "./sound.ts";
import type { Outcome } from "./tones.ts";
import { verdictText, type VerdictText } from "./verdict-text.ts";
import { VerdictView } from "./VerdictView.tsx";

export const SHOW_VALID_MS = 1_500;
export const SHOW_REFUSAL_MS = 3_000;

/** A revoked device admits no one: the server refused its token, so whatever it could decide alone is not shown. */
const revokedText = (t: Translate): VerdictText => ({
  title: t("scanner.verdict.device_revoked"),
  lines: [t("scanner.errors.device_revoked")],
});

interface Shown {
  id: number;
  outcome: Outcome;
  text: VerdictText;
  offline: boolean;
  /** performance.now() of the read, to put the read-to-screen time on the verdict (data-ms) */
  readAt: number;
}

export function ScanScreen(props: {
  engine: ScannerEngine;
  list: ListChoice;
  snapshotAt: number | null;
  onChangeList: () => void;
}) {
  const { engine, list } = props;
  const { t, language } = useI18n();
  const [type, setType] = useState<ScanType>("entry");
  const [shown, setShown] = useState<Shown | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const filter = useMemo(() => createRepeatFilter(), []);
  const cameraBusy = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const count = useRef(0);
  const direction: ScanType = list.allowReentry ? type : "entry";
  // What a verdict's text needs, read when the answer comes (not when the read began).
  const context = useRef({ t, language, list, snapshotAt: props.snapshotAt, direction });
  useEffect(() => {
    context.current = { t, language, list, snapshotAt: props.snapshotAt, direction };
  });

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setShown(null);
    setFocusKey((k) => k + 1);
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const check = useCallback(
    async (code: string, fromCamera: boolean) => {
      const readAt = performance.now();
      if (fromCamera && (cameraBusy.current || !filter.accept(code, Date.now()))) return;
      if (fromCamera) cameraBusy.current = true;
      const ctx = context.current;
      let next: Omit<Shown, "id" | "readAt">;
      try {
        const verdict = await engine.scan(code, ctx.direction);
        const text = verdictText(verdict, { ...ctx, locale: ctx.language, now: Date.now(), type: ctx.direction });
        next = engine.getState().revoked
          ? { outcome: "device_revoked", text: revokedText(ctx.t), offline: verdict.offline }
          : { outcome: verdict.result, text, offline: verdict.offline };
      } catch {
        next = {
          outcome: "error",
          text: { title: ctx.t("scanner.verdict.error"), lines: [ctx.t("scanner.verdict.error_text")] },
          offline: false,
        };
      } finally {
        if (fromCamera) cameraBusy.current = false;
      }
      playVerdictSound(next.outcome);
      setShown({ ...next, id: ++count.current, readAt });
      clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(close, next.outcome === "valid" ? SHOW_VALID_MS : SHOW_REFUSAL_MS);
    },
    [engine, filter, close],
  );
  // The pairing QR code a phone was just paired with is often still in front of its camera: not a ticket to judge.
  const fromCamera = useCallback((code: string) => void (pairingCodeFrom(code) ? null : check(code, true)), [check]);
  const typed = useCallback((code: string) => void check(code, false), [check]);

  return (
    <div className="scanner-scan stack">
      <div className="title-row">
        <div>
          <h1>{list.name}</h1>
          <p className="hint scanner-event">{list.eventName}</p>
        </div>
        <Button variant="secondary" onPress={props.onChangeList}>
          {t("scanner.scan.change_list")}
        </Button>
      </div>
      {list.allowReentry ? <DirectionToggle value={type} onChange={setType} /> : null}
      <CameraView onRead={fromCamera} hint={t("scanner.scan.camera_hint")} />
      <CodeField onCode={typed} focusKey={focusKey} />
      {shown ? (
        <VerdictView
          key={shown.id}
          outcome={shown.outcome}
          text={shown.text}
          offline={shown.offline}
          readAt={shown.readAt}
          onDone={close}
        />
      ) : null}
    </div>
  );
}

// The door scanner at /manage/check-in/: one engine (engine/: pairing, lists, verdicts, the offline copy and the
// queue) and the screens over its state: start (pair, or sign in as door staff), the gate, scanning. A pairing
// link opened by the phone's camera app lands here with #pair=<code>: it pairs at once and leaves the address
// (the code works once and should not stay in the history).
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../i18n/I18nProvider.tsx";
import { LanguagePicker } from "../ui/LanguagePicker.tsx";
import { Notice } from "../ui/Notice.tsx";
import { createScannerEngine } from "./engine/index.ts";
import { scannerErrorText } from "./ui/error-text.ts";
import { ListPicker } from "./ui/ListPicker.tsx";
import { pairingCodeFrom } from "./ui/pairing-code.ts";
import { ScanScreen } from "./ui/ScanScreen.tsx";
import { RevokedScreen } from "./ui/RevokedScreen.tsx";
import { prepareSound } from "./ui/sound.ts";
import { StartScreen } from "./ui/StartScreen.tsx";
import { StatusBar } from "./ui/StatusBar.tsx";
import { useEngineState } from "./ui/use-engine.ts";

/** The #pair= code in the address, taken out of it. */
function takePairingCode(): string | null {
  const code = location.hash ? pairingCodeFrom(location.hash) : null;
  if (code) history.replaceState(history.state, "", location.pathname + location.search);
  return code;
}

export function ScannerApp() {
  const t = useT();
  const [engine] = useState(() => createScannerEngine());
  const started = useRef<Promise<void> | null>(null);
  const state = useEngineState(engine);
  // Pairing or joining as a person: the engine knows who it is before it has the lists; the screens wait for both.
  const [busy, setBusy] = useState<"pairing" | "joining" | null>(null);
  const [picking, setPicking] = useState(false);

  const run = useCallback((kind: "pairing" | "joining", action: () => Promise<void>) => {
    setBusy(kind);
    // A refusal shows as state.error (pairing_invalid...); nothing else to do with the rejection here.
    void (started.current ?? Promise.resolve())
      .then(action)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  }, []);
  const pair = useCallback((code: string) => run("pairing", () => engine.pair(code)), [engine, run]);

  useEffect(() => {
    started.current = engine.start();
    const code = takePairingCode();
    if (code) pair(code);
    // The link opened again while the scanner is open (pasted into the address bar): only the hash changes.
    const onHash = () => {
      const again = takePairingCode();
      if (again) pair(again);
    };
    window.addEventListener("hashchange", onHash);
    const stopSound = prepareSound();
    return () => {
      window.removeEventListener("hashchange", onHash);
      stopSound();
      engine.stop();
    };
  }, [engine, pair]);

  useEffect(() => {
    document.title = t("scanner.title");
  }, [t]);

  const forget = () => {
    setPicking(false);
    void engine.forget();
  };
  const list = picking ? undefined : state.lists.find((l) => l.id === state.listId);
  let screen;
  if (!state.ready || busy)
    screen = (
      <>
        <h1>{t("scanner.title")}</h1>
        <p role="status">{busy === "pairing" ? t("scanner.start.pairing") : t("scanner.loading")}</p>
      </>
    );
  else if (!state.identity)
    screen = <StartScreen onPair={pair} onPerson={(org) => run("joining", () => engine.usePerson(org))} />;
  else if (state.revoked && state.identity.kind === "device") screen = <RevokedScreen onForget={forget} />;
  else if (!list)
    screen = (
      <ListPicker
        state={state}
        onPick={(id) => {
          setPicking(false);
          void engine.selectList(id).catch(() => undefined);
        }}
        onForget={forget}
      />
    );
  else
    screen = (
      <ScanScreen engine={engine} list={list} snapshotAt={state.snapshotAt} onChangeList={() => setPicking(true)} />
    );

  // Network trouble and a revoked device show in the status bar; other failures (a refused pairing code...) here,
  // off the scanning screen, where they happened.
  const error =
    !list && !busy && state.error && !["network", "device_revoked"].includes(state.error) ? state.error : null;
  return (
    <div className="scanner-app">
      {state.identity ? <StatusBar state={state} /> : null}
      <main className="scanner-main stack">
        {error ? <Notice tone="error">{scannerErrorText(t, error)}</Notice> : null}
        {screen}
      </main>
      <footer className="quiet-footer">
        <LanguagePicker />
      </footer>
    </div>
  );
}

// The scanner's one AudioContext, made and unlocked ahead of the first verdict: browsers keep an AudioContext
// suspended until the page has had a user gesture, so the first tap or key press on the scanner makes and resumes
// it, and a verdict then only schedules its tones (nothing to load or create on the verdict's path).
import { playTones, TONES, type Outcome } from "./tones.ts";

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return null;
  try {
    context = new Context({ latencyHint: "interactive" });
  } catch {
    return null; // no audio output: the verdict is still colour, icon and text
  }
  return context;
}

/** Makes the context at the page's first gesture (made before one, Chrome warns and keeps it suspended) and resumes
 *  it on later ones; returns the listeners' remover. */
export function prepareSound(): () => void {
  const unlock = () => {
    const ctx = audio();
    if (ctx && ctx.state === "suspended") void ctx.resume().catch(() => undefined);
  };
  const events = ["pointerdown", "keydown", "touchend"] as const;
  for (const name of events) window.addEventListener(name, unlock, { capture: true, passive: true });
  return () => {
    for (const name of events) window.removeEventListener(name, unlock, { capture: true });
  };
}

export function playVerdictSound(outcome: Outcome): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
  playTones(ctx, TONES[outcome]);
}

// The sound of each verdict, so door staff hear the answer without looking: short tones played with WebAudio (no
// audio files to fetch at verdict time). Each outcome has its own pattern; admitted is high and rising, the
// refusals are lower, and a refusal that means "stop this person" (unknown, revoked) is a long low buzz.
import type { CheckInResult } from "../engine/types.ts";

export interface Tone {
  /** Hz */
  frequency: number;
  /** how long it sounds, ms */
  ms: number;
  /** silence after it, ms */
  gap: number;
  wave: OscillatorType;
}

/** A check-in result, or what the scanner shows without one: the scan failed ("error"), or the device was revoked
 *  meanwhile ("device_revoked": it admits no one, whatever it could decide alone). */
export type Outcome = CheckInResult | "error" | "device_revoked";

const beep = (frequency: number, ms: number, gap = 40, wave: OscillatorType = "sine"): Tone => ({
  frequency,
  ms,
  gap,
  wave,
});

export const TONES: Record<Outcome, Tone[]> = {
  valid: [beep(880, 90), beep(1320, 140)],
  already_redeemed: [beep(660, 110, 60, "square"), beep(660, 110, 60, "square"), beep(660, 110, 0, "square")],
  wrong_list: [beep(587, 160, 50, "triangle"), beep(392, 260, 0, "triangle")],
  revoked: [beep(220, 520, 0, "sawtooth")],
  not_yet_valid: [beep(494, 200, 80, "triangle"), beep(494, 200, 0, "triangle")],
  expired: [beep(392, 200, 80, "triangle"), beep(330, 300, 0, "triangle")],
  unknown: [beep(196, 260, 60, "square"), beep(196, 260, 0, "square")],
  error: [beep(262, 150, 50, "sawtooth"), beep(262, 150, 0, "sawtooth")],
  device_revoked: [beep(330, 150, 50, "sawtooth"), beep(220, 400, 0, "sawtooth")],
};

/** Plays `tones` on `context`, starting now; returns when the last one will have ended (context time, seconds). */
export function playTones(context: BaseAudioContext, tones: readonly Tone[], volume = 0.25): number {
  let at = context.currentTime + 0.01;
  for (const tone of tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.frequency;
    // A short ramp at both ends: a tone switched on and off at full volume clicks.
    const end = at + tone.ms / 1000;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(volume, at + 0.01);
    gain.gain.setValueAtTime(volume, end - 0.02);
    gain.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(end);
    at = end + tone.gap / 1000;
  }
  return at;
}

// The camera's re-read rule: a code held in front of the camera is read ten times a second, and each of those reads
// must not be a scan of its own. A camera read of a code within `windowMs` of that code's last accepted read is
// ignored; typed and hardware-scanner input never goes through this (the person meant it).

export interface RepeatFilter {
  /** True when this camera read of `code` at `now` is a new scan (and remembers it); false when it repeats one. */
  accept(code: string, now: number): boolean;
}

export const CAMERA_REPEAT_MS = 6_000;

export function createRepeatFilter(windowMs = CAMERA_REPEAT_MS): RepeatFilter {
  const lastAccepted = new Map<string, number>();
  return {
    accept(code, now) {
      const last = lastAccepted.get(code);
      if (last !== undefined && now - last < windowMs) return false;
      // Forget codes whose window has passed, so a long shift does not grow the map without end.
      for (const [known, at] of lastAccepted) if (now - at >= windowMs) lastAccepted.delete(known);
      lastAccepted.set(code, now);
      return true;
    },
  };
}

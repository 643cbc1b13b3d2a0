import { FIRST_FAMILY, FIRST_STRIKES } from "../widget/ui/type-scale.ts";

/** Strikes set up per task: two keeps every task short and the chain (4 tasks) under setTimeout's nesting clamp. */
const PER_TASK = 2;

interface Scheduler {
  postTask(task: () => void, options: { priority: "background" }): Promise<unknown>;
}

/**
 * Sets up the fonts step 1's markup shows (`FIRST_STRIKES`: each size in its weight or italic) by measuring a
 * letter on a canvas, while the markup request is out. Chromium otherwise sets each one up on first use, inside
 * the frame that first lays out the server's markup: on Linux a synchronous call to the browser's font service
 * per face and per size, about 40 ms of that frame at 4x CPU (trace, 8 loads: 90 -> 48 ms of style, layout and
 * paint), and more on a busy machine, where each call waits for the browser process. A canvas shares the page's font
 * cache, needs no element or style (nothing for a CSP to refuse) and leaves nothing behind. It covers the default
 * family and size (16px); a page that sets its own `--tc-font` or `--tc-font-size` only misses the head start.
 * Without a 2D context (it may be refused) it does nothing.
 *
 * One strike per task at background priority where the browser has `scheduler.postTask`: the answer's own tasks
 * (its headers, its body) then go ahead of every strike still to come, so the strikes only fill the time the main
 * thread would have waited for the answer; on timers a strike task already queued when the answer came ran first
 * (a CPU profile at 4x on a busy machine: 8.6 ms of main thread per strike). Elsewhere two per task on timers.
 * None once `stop()` says the answer is in: the answer is painted at once, and its frame sets up the strikes left.
 * All at once in the loader's task (60 ms on a busy machine) held a fast answer back, and let the host page's first
 * frame in before it (first row from the loader's start, medians of 15-25 interleaved loads at load 9-12: 317 -> 252,
 * 341 -> 332, 269 -> 238 ms).
 */
export function warmFonts(stop: () => unknown): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  const perTask = scheduler ? 1 : PER_TASK;
  const next = (): unknown => (scheduler ? scheduler.postTask(task, { priority: "background" }) : setTimeout(task));
  // Made in the first task, not in the loader's: a fast answer then never pays for the canvas.
  let canvas: CanvasRenderingContext2D | null | undefined;
  let done = 0;
  const task = (): void => {
    if (stop() || done >= FIRST_STRIKES.length) return;
    canvas ??= document.createElement("canvas").getContext("2d");
    if (!canvas) return;
    for (const strike of FIRST_STRIKES.slice(done, (done += perTask))) {
      canvas.font = `${strike}px ${FIRST_FAMILY}`;
      canvas.measureText("a");
    }
    next();
  };
  next();
}

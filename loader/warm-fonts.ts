import { FIRST_FAMILY, FIRST_STRIKES } from "../widget/ui/type-scale.ts";

/**
 * Sets up the fonts step 1's markup shows (`FIRST_STRIKES`: each size in its weight or italic) by measuring a
 * letter on a canvas, while the markup request is out. Chromium otherwise sets each one up on first use, inside
 * the frame that first lays out the server's markup: on Linux a synchronous call to the browser's font service
 * per face and per size, about 40 ms of that frame at 4x CPU (trace, 8 loads: 90 -> 48 ms of style, layout and
 * paint). A canvas shares the page's font cache, needs no element or style (nothing for a CSP to refuse) and
 * leaves nothing behind. It covers the default family and size (16px); a page that sets its own `--tc-font` or
 * `--tc-font-size` only misses the head start. Without a 2D context (it may be refused) it does nothing.
 */
export function warmFonts(): void {
  const canvas = document.createElement("canvas").getContext("2d");
  if (canvas)
    for (const strike of FIRST_STRIKES) {
      canvas.font = `${strike}px ${FIRST_FAMILY}`;
      canvas.measureText("a");
    }
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { warmFonts } from "./warm-fonts.ts";

/** A 2D context that records the font of every measurement. */
function recordingContext() {
  const measured: string[] = [];
  const context = { font: "10px sans-serif", measureText: vi.fn(() => measured.push(context.font)) };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return measured;
}

afterEach(() => vi.restoreAllMocks());

describe("warmFonts", () => {
  it("measures a letter in every size of the type scale, in weight 400, weight 700 and italic, in px of 16", () => {
    const measured = recordingContext();
    warmFonts();
    expect(measured).toEqual(
      ["14.4px", "16px", "17.6px", "19.2px", "21.6px"].flatMap((px) => [`${px} system-ui`, `700 ${px} system-ui`, `italic ${px} system-ui`]),
    );
  });

  it("does nothing, and throws nothing, when the page refuses a 2D context", () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    expect(() => warmFonts()).not.toThrow();
    expect(getContext).toHaveBeenCalledWith("2d");
  });
});

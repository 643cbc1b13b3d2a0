// A fake camera for the scanner's browser tests: YUV4MPEG2 video (what Chromium's
// --use-file-for-fake-video-capture plays, looping) written without ffmpeg. Each frame is 640x480 grey: the QR code's
// module matrix (the `qrcode` package's create(), at the level the ticket PDF prints: M) drawn as black and white
// squares in the middle, Y plane only; U and V stay 128 (no colour). Also blank frames and a damaged code, so a test
// can show that a frame the decoder cannot read leaves the scanner working.
import { writeFileSync } from "node:fs";
import jsQR from "jsqr";
import QRCode from "qrcode";

export const WIDTH = 640;
export const HEIGHT = 480;
export const FPS = 10;
const WHITE = 255;
const BLACK = 0;

/** One frame's luma (Y) plane, WIDTH x HEIGHT bytes. */
export type Frame = Uint8Array;

export function blankFrame(): Frame {
  return new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
}

/** `text` as a QR code (level M, 4 modules of quiet zone), as big as fits the frame's height, centred. */
export function qrFrame(text: string): Frame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cells = modules.size + 8;
  const scale = Math.floor(HEIGHT / cells);
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const frame = blankFrame();
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        frame.fill(BLACK, start, start + scale);
      }
    }
  }
  return frame;
}

/**
 * `text`'s QR code with its middle third painted over in a chequer of stripes: the finder squares still make it
 * look like a code, but no decoder can read it (more is lost than level M's error correction restores).
 */
export function damagedQrFrame(text: string): Frame {
  const frame = qrFrame(text);
  for (let y = 120; y < 360; y++) {
    for (let x = 220; x < 420; x++) frame[y * WIDTH + x] = (x >> 3) % 2 === (y >> 3) % 2 ? BLACK : WHITE;
  }
  return frame;
}

/** What jsQR reads in a frame (the luma as grey RGBA), or null. */
export function readFrame(frame: Frame): string | null {
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let i = 0; i < frame.length; i++) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = frame[i]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, WIDTH, HEIGHT)?.data ?? null;
}

/** The frames as a .y4m file (4:2:0, full-range "jpeg" chroma siting, 10 frames a second) at `path`. */
export function writeY4m(path: string, frames: Frame[]): void {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`, "ascii");
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128); // U then V
  const marker = Buffer.from("FRAME\n", "ascii");
  const parts: Buffer[] = [header];
  for (const frame of frames) parts.push(marker, Buffer.from(frame), chroma);
  writeFileSync(path, Buffer.concat(parts));
}

/** `count` copies of a frame (a code held still for count / FPS seconds). */
export function hold(frame: Frame, count: number): Frame[] {
  return Array.from({ length: count }, () => frame);
}

/** The luma planes of a .y4m file written by writeY4m (to check what the fake camera will play). */
export function readY4mFrames(file: Buffer): Frame[] {
  const frames: Frame[] = [];
  const frameBytes = WIDTH * HEIGHT * 1.5;
  let at = file.indexOf(0x0a) + 1; // past the header line
  while (at < file.length) {
    at = file.indexOf(0x0a, at) + 1; // past "FRAME\n"
    frames.push(new Uint8Array(file.subarray(at, at + WIDTH * HEIGHT)));
    at += frameBytes;
  }
  return frames;
}

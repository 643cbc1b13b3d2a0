// A Chromium whose camera plays a .y4m file (launched per test: the video is a launch flag), and the two decoder
// paths the scanner app has. Linux Chromium has no BarcodeDetector (checked: not even with
// --enable-experimental-web-platform-features), so there the app's own path runs: the barcode-detector polyfill on
// zxing-wasm, its .wasm from our server. The "native" path is exercised with a BarcodeDetector the page is given
// before its first script (jsQR inside, counted), which tests the app's use of the native interface, not a
// browser's own detector.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../support/chromium.ts";

/** Chromium with a fake camera playing `y4mPath` (absolute), and camera access granted without asking. */
export function launchWithCamera(y4mPath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${y4mPath}`,
    ],
  });
}

/** The WASM path, explicitly: whatever BarcodeDetector the browser has is gone before the app's first script. */
export async function removeBarcodeDetector(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
}

const jsqrSource = readFileSync(createRequire(import.meta.url).resolve("jsqr/dist/jsQR.js"), "utf8");

/**
 * A stand-in for a browser's own BarcodeDetector (qr_code only; jsQR decodes): the app takes the native path. Each
 * detect() call is counted in window.__nativeDetects.
 */
export async function provideBarcodeDetector(page: Page): Promise<void> {
  await page.addInitScript({ content: jsqrSource });
  await page.addInitScript(() => {
    type Source = CanvasImageSource | ImageData;
    const decode = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    const counter = window as unknown as { __nativeDetects: number };
    counter.__nativeDetects = 0;
    class StandInBarcodeDetector {
      static getSupportedFormats(): Promise<string[]> {
        return Promise.resolve(["qr_code"]);
      }
      detect(source: Source): Promise<{ rawValue: string; format: string; cornerPoints: [] }[]> {
        counter.__nativeDetects++;
        let image: ImageData;
        if (source instanceof ImageData) image = source;
        else {
          const s = source as HTMLVideoElement & HTMLImageElement & HTMLCanvasElement;
          const width = s.videoWidth || s.naturalWidth || s.width;
          const height = s.videoHeight || s.naturalHeight || s.height;
          if (!width || !height) return Promise.resolve([]);
          const ctx = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true })!;
          ctx.drawImage(source, 0, 0);
          image = ctx.getImageData(0, 0, width, height);
        }
        const found = decode(image.data, image.width, image.height);
        return Promise.resolve(found ? [{ rawValue: found.data, format: "qr_code", cornerPoints: [] }] : []);
      }
    }
    (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = StandInBarcodeDetector;
  });
}

/** How many times the page's BarcodeDetector stand-in was asked to detect. */
export function nativeDetects(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __nativeDetects?: number }).__nativeDetects ?? 0);
}

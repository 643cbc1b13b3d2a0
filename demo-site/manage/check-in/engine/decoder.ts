// Reading QR codes from the camera: the browser's own BarcodeDetector where it reads QR codes (Chrome on Android,
// macOS), else the `barcode-detector` polyfill on zxing-wasm (every iPhone, Linux and Windows Chromium), whose
// .wasm comes from this server (scripts/build-manage.mjs copies it into /manage/assets/ under zxingWasmFile's
// name), never from the CDN the library defaults to. The polyfill is imported only here, only when needed.

export interface Decoder {
  detect(source: CanvasImageSource): Promise<string[]>;
  kind: "native" | "wasm";
}

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Where the app's files are served (http/static.ts' /manage/assets/ mount). */
const ASSETS = "/manage/assets/";

/** The name the build gives the zxing reader's .wasm: its SHA-256 (as zxing-wasm states it) keeps it cacheable. */
export const zxingWasmFile = (sha256: string) => `zxing_reader-${sha256.slice(0, 16)}.wasm`;

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Native !== "function") return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null; // a detector that cannot say what it reads is not used
  }
}

/** The best decoder this browser has; with the wasm one, its module is loaded (and compiled) before it resolves. */
export async function createDecoder(options: { forceWasm?: boolean } = {}): Promise<Decoder> {
  const native = options.forceWasm ? null : await nativeDetector();
  if (native) return { kind: "native", detect: async (source) => (await native.detect(source)).map((b) => b.rawValue) };
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_SHA256 } = await import("barcode-detector/pure");
  const wasm = ASSETS + zxingWasmFile(ZXING_WASM_SHA256);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasm : prefix + path) },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: ["qr_code"] });
  return { kind: "wasm", detect: async (source) => (await detector.detect(source)).map((b) => b.rawValue) };
}

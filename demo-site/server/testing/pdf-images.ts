import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFArray } from "pdf-lib";
import { PNG } from "pngjs";

function decoded(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of("Filter"));
  const raw = Buffer.from(stream.contents);
  const name = filter instanceof PDFArray ? filter.get(0) : filter;
  return name === PDFName.of("FlateDecode") ? inflateSync(raw) : raw;
}

/**
 * Every image XObject of a PDF as a PNG (8-bit RGB/gray pixels re-encoded with pngjs), the way a scanner
 * app would see the picture, without knowing how the server drew it.
 */
export function extractImages(pdf: PDFDocument): PNG[] {
  const images: PNG[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const width = (object.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const bits = (object.dict.get(PDFName.of("BitsPerComponent")) as PDFNumber).asNumber();
    const space = object.dict.get(PDFName.of("ColorSpace"));
    if (bits !== 8) continue;
    const channels = space === PDFName.of("DeviceRGB") ? 3 : space === PDFName.of("DeviceGray") ? 1 : 0;
    if (channels === 0) continue; // soft masks and others
    const pixels = decoded(object);
    const png = new PNG({ width, height });
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) png.data[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)] ?? 0;
      png.data[i * 4 + 3] = 255;
    }
    // round-trip through a real PNG file, as a scanner would receive it
    images.push(PNG.sync.read(PNG.sync.write(png)));
  }
  return images;
}

export function decodeQr(png: PNG): string | null {
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

// WinAnsi is Latin-1 except 0x80–0x9F (Node's TextDecoder treats windows-1252 as plain Latin-1).
const cp1252High = "€�‚ƒ„…†‡ˆ‰Š‹Œ�Ž��‘’“”•–—˜™š›œ�žŸ";
const winAnsi = { decode: (bytes: Buffer) => Array.from(bytes, (b) => (b >= 0x80 && b < 0xa0 ? cp1252High[b - 0x80] : String.fromCharCode(b))).join("") };

/** The text shown on the pages: standard-font text is drawn as hex strings of WinAnsi codes. */
export function pageTexts(pdf: PDFDocument): string {
  let text = "";
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype"))) continue;
    let content: string;
    try {
      content = decoded(object).toString("latin1");
    } catch {
      continue;
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += winAnsi.decode(Buffer.from(m[1] ?? "", "hex")) + "\n";
  }
  return text;
}

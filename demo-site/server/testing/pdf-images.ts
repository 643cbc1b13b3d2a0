import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from "pdf-lib";
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

/** Glyph id (4 hex digits) -> text, from a font's ToUnicode CMap (bfchar and bfrange entries). */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(glyph!.toUpperCase(), text(unicode!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      for (let g = parseInt(from!, 16), u = parseInt(unicode!, 16); g <= parseInt(to!, 16); g++, u++) {
        map.set(g.toString(16).toUpperCase().padStart(4, "0"), String.fromCodePoint(u));
      }
    }
  }
  return map;
}

/**
 * The text drawn on each page, one line per text-showing operator, read the way a PDF viewer's text search
 * reads it: embedded (Type0) fonts map glyph ids back to characters through their ToUnicode CMaps.
 */
export function pageTexts(pdf: PDFDocument): string {
  const lookup = <T>(value: unknown) => (value instanceof PDFRef ? pdf.context.lookup(value) : value) as T;
  let out = "";
  for (const page of pdf.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = lookup<PDFDict | undefined>(page.node.Resources()?.get(PDFName.of("Font")));
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const toUnicode = lookup<PDFRawStream | undefined>(lookup<PDFDict>(ref).get(PDFName.of("ToUnicode")));
      if (toUnicode) fonts.set(name.asString(), toUnicodeMap(decoded(toUnicode).toString("latin1")));
    }
    const contents = lookup<PDFRawStream | PDFArray>(page.node.get(PDFName.of("Contents")));
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => lookup<PDFRawStream>(r)) : [contents];
    let font: Map<string, string> | undefined;
    for (const stream of streams) {
      for (const m of decoded(stream)
        .toString("latin1")
        .matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1]) font = fonts.get(m[1]);
        else if (font)
          out += (m[2]!.toUpperCase().match(/.{4}/g) ?? []).map((g) => font!.get(g) ?? "\uFFFD").join("") + "\n";
        else out += winAnsi.decode(Buffer.from(m[2] ?? "", "hex")) + "\n";
      }
    }
  }
  return out;
}

// WinAnsi is Latin-1 except 0x80–0x9F (Node's TextDecoder treats windows-1252 as plain Latin-1).
const cp1252High = "€�‚ƒ„…†‡ˆ‰Š‹Œ�Ž��‘’“”•–—˜™š›œ�žŸ";
const winAnsi = {
  decode: (bytes: Buffer) =>
    Array.from(bytes, (b) => (b >= 0x80 && b < 0xa0 ? cp1252High[b - 0x80] : String.fromCharCode(b))).join(""),
};

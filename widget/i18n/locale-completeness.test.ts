import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registerAllLocales } from "./all-locales.ts";
import { SUPPORTED_LANGUAGES, translatorFor } from "./index.ts";
import { registerPaymentLocales } from "./payment-area.ts";

// Languages beyond step 1's English and the payment area are loaded on demand in the browser.
registerAllLocales();
registerPaymentLocales();

const LANGUAGES = ["en", "de", "nl", "fr"];
const AREAS = ["common", "tickets", "details", "voucher", "summary", "success", "payment-method", "payment"];
const localesDir = join(import.meta.dirname, "locales");

type Tree = { [key: string]: string | Tree };

async function load(language: string, area: string): Promise<Tree> {
  return (await import(`./locales/${language}/${area}.ts`)).default as Tree;
}

/** Every leaf path of a (possibly nested) translation object, e.g. "errors.required". */
function keyPaths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function leaf(tree: Tree, path: string): string | Tree | undefined {
  return path.split(".").reduce<string | Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("locales", () => {
  it("ship every area in every language, and nothing else", () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(localesDir, language)).filter((f) => f.endsWith(".ts")).map((f) => f.replace(/\.ts$/, "")).sort();
      expect(files, `areas of ${language}`).toEqual([...AREAS].sort());
    }
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  for (const area of AREAS) {
    it(`${area}: every language has exactly the keys of every other, non-empty, same placeholders`, async () => {
      const trees = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await load(l, area)] as const)));
      const union = [...new Set(LANGUAGES.flatMap((l) => keyPaths(trees[l]!)))].sort();
      for (const language of LANGUAGES) {
        const missing = union.filter((path) => typeof leaf(trees[language]!, path) !== "string");
        expect(missing, `keys missing in ${language}/${area}.ts`).toEqual([]);
        for (const path of union) {
          const text = leaf(trees[language]!, path) as string;
          expect(text.trim(), `${language}/${area}.ts ${path} is empty`).not.toBe("");
          expect(placeholders(text), `${language}/${area}.ts ${path} placeholders`).toEqual(placeholders(leaf(trees.en!, path) as string));
        }
      }
    });
  }

  it("are all wired into the translator: every key resolves in every language without falling back", async () => {
    // Areas of lazily loaded steps register themselves (addLocaleArea) when their step loads.
    (await import("../ui/payment-method/locale.ts")).usePaymentMethodLocale();
    for (const language of LANGUAGES) {
      const t = translatorFor(language, { fallback: false });
      for (const area of AREAS) {
        for (const path of keyPaths(await load("en", area))) {
          const key = `${area}.${path.replace(/_(one|other)$/, "")}`;
          // Without the fallback a missing translation comes back as the bare key instead of the English text.
          const text = t(key, { count: 2 });
          expect(text, `${language}: ${key}`).not.toBe(key);
        }
      }
    }
  });
});

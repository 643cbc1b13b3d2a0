// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CSS_MODULES, minifyCssTemplates } from "./minify-css-templates.mjs";

const root = join(import.meta.dirname, "..");
const sheets = [
  "widget/ui/styles.ts",
  "widget/ui/details/details-styles.ts",
  "widget/ui/payment-method/styles.ts",
  "widget/ui/processing/processing-styles.ts",
];

/** The CSS a module exports, by evaluating its one `export const …Css = <literal>;` statement. */
function exportedCss(source: string): string {
  const match = /export const \w+Css = (`[^`]*`|"(?:[^"\\]|\\.)*");/.exec(source);
  if (!match) throw new Error("no exported CSS");
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates a JS string literal from our own source
  return new Function(`return ${match[1]}`)() as string;
}

describe("minifyCssTemplates", () => {
  for (const sheet of sheets) {
    it(`${sheet}: matches the plugin's filter, loses its comments and whitespace, keeps every class, custom property and value`, async () => {
      const file = join(root, sheet);
      expect(CSS_MODULES.test(file)).toBe(true);
      const source = readFileSync(file, "utf8");
      const before = exportedCss(source);
      const after = exportedCss(await minifyCssTemplates(source, file));
      expect(after.length).toBeLessThan(before.length * 0.9);
      expect(after).not.toMatch(/\/\*|\n/);
      const names = (css: string, pattern: RegExp) =>
        [...new Set(css.replace(/\/\*[\s\S]*?\*\//g, "").match(pattern))].sort();
      expect(names(after, /\.tc-[\w-]+/g)).toEqual(names(before, /\.tc-[\w-]+/g));
      expect(names(after, /--tc-[\w-]+/g)).toEqual(names(before, /--tc-[\w-]+/g));
      expect(names(after, /var\(--tc-[\w-]+/g)).toEqual(names(before, /var\(--tc-[\w-]+/g));
    });
  }

  it("leaves the rest of the module as it was", async () => {
    const out = await minifyCssTemplates(
      "// a\nexport const aCss = `\n.x { color: red; }\n`;\nexport const b = 1;\n",
      "a-styles.ts",
    );
    expect(out).toBe('// a\nexport const aCss = ".x{color:red}";\nexport const b = 1;\n');
  });

  it("refuses what it cannot minify exactly: interpolations, escapes, no template or two", async () => {
    await expect(minifyCssTemplates("export const aCss = `.x { width: ${w}px; }`;", "a-styles.ts")).rejects.toThrow(
      /interpolation or an escape/,
    );
    await expect(
      minifyCssTemplates('export const aCss = `.x::before { content: "\\2022"; }`;', "a-styles.ts"),
    ).rejects.toThrow(/interpolation or an escape/);
    await expect(minifyCssTemplates("export const a = 1;", "a-styles.ts")).rejects.toThrow(/found 0/);
    await expect(
      minifyCssTemplates("export const aCss = `.x{}`;\nexport const bCss = `.y{}`;", "a-styles.ts"),
    ).rejects.toThrow(/found 2/);
  });

  it("the plugin's filter takes the widget's stylesheets only", () => {
    expect(CSS_MODULES.test("/repo/widget/ui/styles.ts")).toBe(true);
    expect(CSS_MODULES.test("/repo/widget/ui/StepStyle.tsx")).toBe(false);
    expect(CSS_MODULES.test("/repo/widget/ui/styles.test.ts")).toBe(false);
    expect(CSS_MODULES.test("/repo/sdk/ui/styles.ts")).toBe(false);
  });
});

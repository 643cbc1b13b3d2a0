// Checks a tree of locale files (<dir>/<language>/<area>.json) for completeness: used by the widget's and the
// server's locale tests. Pure file reading; English is the reference.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

type Tree = { [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf path of a (possibly nested) translation object, e.g. "errors.required". */
export function keyPaths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function leaf(tree: Tree, path: string): string | undefined {
  const value = path
    .split(".")
    .reduce<string | Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);
  return typeof value === "string" ? value : undefined;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1]!)
    .sort()
    .join(",");

/** The plural forms a language needs: its Intl plural categories ("one", "few", "many", "other" for Polish). */
export const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

export function readArea(dir: string, language: string, area: string): Tree {
  return JSON.parse(readFileSync(join(dir, language, `${area}.json`), "utf8")) as Tree;
}

/**
 * What is wrong with the locale files of `languages` (the first is the reference, English) for `areas`: a missing or
 * extra file, a key the reference has and a language lacks (or the other way round), an empty text, placeholders
 * other than the reference's, and for a plural key (one the reference writes as `key_one`/`key_other`…) any of the
 * language's own plural categories missing (`_zero` may be added, for 0). Empty when all is well.
 */
export function localeProblems(dir: string, languages: readonly string[], areas: readonly string[]): string[] {
  const problems: string[] = [];
  const [reference] = languages;
  for (const language of languages) {
    const files = readdirSync(join(dir, language))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -5))
      .sort();
    if (files.join() !== [...areas].sort().join())
      problems.push(`${language}: files ${files.join(", ")} instead of ${[...areas].sort().join(", ")}`);
  }
  for (const area of areas) {
    const ref = readArea(dir, reference!, area);
    const refPaths = keyPaths(ref);
    const plurals = new Set(refPaths.filter((p) => PLURAL.test(p)).map((p) => p.replace(PLURAL, "")));
    const plain = refPaths.filter((p) => !PLURAL.test(p));
    for (const language of languages) {
      const tree = readArea(dir, language, area);
      const where = `${language}/${area}.json`;
      const expected = new Set([
        ...plain,
        ...[...plurals].flatMap((base) => pluralCategories(language).map((c) => `${base}_${c}`)),
      ]);
      const paths = keyPaths(tree);
      for (const path of expected) if (leaf(tree, path) === undefined) problems.push(`${where}: missing ${path}`);
      for (const path of paths) {
        const base = path.replace(PLURAL, "");
        if (!expected.has(path) && !(plurals.has(base) && path.endsWith("_zero")))
          problems.push(`${where}: unexpected ${path}`);
        const text = leaf(tree, path)!;
        if (!text.trim()) problems.push(`${where}: ${path} is empty`);
        const refText = leaf(ref, path) ?? leaf(ref, `${base}_other`);
        // A plural form may leave out {{count}} ("This is the last ticket"); otherwise the placeholders are the reference's.
        const own = placeholders(text)
          .split(",")
          .filter((p) => p && !(plurals.has(base) && p === "count"))
          .join(",");
        const wanted =
          refText === undefined
            ? own
            : placeholders(refText)
                .split(",")
                .filter((p) => p && !(plurals.has(base) && p === "count"))
                .join(",");
        if (own !== wanted) problems.push(`${where}: ${path} has placeholders {${own}} instead of {${wanted}}`);
      }
    }
  }
  return problems;
}

// @vitest-environment node
// The docs a newcomer reads: the README stays at most 400 lines, and every relative link and #anchor in README.md
// and docs/*.md resolves (the file exists; the anchor is a heading's slug as GitHub makes it).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { docPages, root } from "./doc-pages.ts";

const pages = docPages;

/** The text outside fenced code blocks (links and headings there are examples, not the page's own). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/**
 * A heading's anchor as GitHub makes it (github-slugger): the rendered text, lower-cased, without characters other
 * than letters, marks, digits, `_`, `-` and spaces, spaces turned into `-`.
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // links and images: their text
    .replace(/<[^>]+>/g, "") // inline HTML
    .replace(/[`*]/g, ""); // code spans and emphasis
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor of a page: its headings' slugs, a repeated one numbered as GitHub does (-1, -2, …). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, text] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = githubSlug(text!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    out.add(count ? `${slug}-${count}` : slug);
  }
  return out;
}

/** Link targets of a page: markdown links and images, and HTML `href` / `src` (not those inside code). */
function targets(markdown: string): string[] {
  const text = prose(markdown).replace(/`[^`\n]*`/g, "");
  const markdownLinks = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const htmlLinks = [...text.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
  return [...markdownLinks, ...htmlLinks];
}

/** What is wrong with one relative link of `page` (undefined when it resolves). */
function problem(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, http:, mailto: — not ours to check here
  const [path = "", anchor] = target.split("#");
  const file = path ? resolve(root, dirname(page), decodeURIComponent(path)) : join(root, page);
  if (!existsSync(file)) return `${page}: ${target}: no file ${relative(root, file)}`;
  if (anchor === undefined) return undefined;
  if (!file.endsWith(".md")) return `${page}: ${target}: an anchor into a file that is not markdown`;
  if (!anchors(readFileSync(file, "utf8")).has(anchor))
    return `${page}: ${target}: no heading with the anchor #${anchor} in ${relative(root, file)}`;
  return undefined;
}

describe("docs", () => {
  it("keep the README at most 400 lines", () => {
    const lines = readFileSync(join(root, "README.md"), "utf8").split("\n").length;
    expect(lines).toBeLessThanOrEqual(400);
  });

  it("make anchors as GitHub does", () => {
    expect(githubSlug("For organizers: embed the checkout")).toBe("for-organizers-embed-the-checkout");
    expect(githubSlug("`::part` names")).toBe("part-names");
    expect(githubSlug("The page's address")).toBe("the-pages-address");
    expect(githubSlug("Sandbox (demo mode)")).toBe("sandbox-demo-mode");
    expect(githubSlug("GET /api/events/:id/markup?lang=&currency=&tzo=")).toBe("get-apieventsidmarkuplangcurrencytzo");
    expect(githubSlug("Step 3: payment methods — and [the hold](x.md)")).toBe("step-3-payment-methods--and-the-hold");
    expect([...anchors("# A\n## B\n## B\n```\n# not a heading\n```\n")]).toEqual(["a", "b", "b-1"]);
  });

  it("have no dead relative link or anchor in README.md and docs/*.md", () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const checked: string[] = [];
    const problems: string[] = [];
    for (const page of pages) {
      for (const target of targets(readFileSync(join(root, page), "utf8"))) {
        checked.push(`${page} -> ${target}`);
        const found = problem(page, target);
        if (found) problems.push(found);
      }
    }
    expect(problems).toEqual([]);
    // The pages do link each other and their anchors: a parser that found nothing would pass the line above.
    expect(checked.filter((c) => c.includes("#")).length).toBeGreaterThan(20);
    expect(checked).toContain("README.md -> docs/embedding.md");
  });
});

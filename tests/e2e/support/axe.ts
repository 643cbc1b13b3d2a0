import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// axe-core's own browser build, injected as source: the host page loads nothing from the network, and the
// widget sits in an open shadow root, which axe walks (contrast included).
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

export interface AxeReport {
  violations: AxeFinding[];
  /** Rules that ran and found nothing to object to. */
  passes: number;
  /** Checks axe could not decide (e.g. a contrast over an image): listed so a reader can look, not failed. */
  incomplete: AxeFinding[];
}

/**
 * Runs axe-core on the widget(s) of the page (`selector`, default every `ticket-checkout`, shadow trees
 * included) with the WCAG A + AA rules. The host page around it is test scaffolding, not ours to judge.
 */
export async function runAxe(page: Page, selector = "ticket-checkout"): Promise<AxeReport> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ selector, tags }) => {
      type Result = {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      };
      const axe = (
        window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Record<string, Result[]>> } }
      ).axe;
      const results = await axe.run(
        { include: [[selector]] },
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations", "incomplete"] },
      );
      const shape = (r: Result) => ({
        id: r.id,
        impact: r.impact ?? null,
        help: r.help,
        nodes: r.nodes.map((n) => ({ target: JSON.stringify(n.target), summary: n.failureSummary ?? "" })),
      });
      return {
        violations: results.violations!.map(shape),
        passes: results.passes!.length,
        incomplete: results.incomplete!.map(shape),
      };
    },
    { selector, tags: WCAG_AA_TAGS },
  );
}

/** The findings a release must not have. */
export function seriousOrCritical(findings: AxeFinding[]): AxeFinding[] {
  return findings.filter((f) => f.impact === "serious" || f.impact === "critical");
}

/** One readable block per finding, for assertion messages and logs. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.impact ?? "?"} ${f.id}: ${f.help}\n` +
        f.nodes.map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, "\n      ")}`).join("\n"),
    )
    .join("\n");
}

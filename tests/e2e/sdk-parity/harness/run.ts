import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { clientToken, tokenizationKey } from "../../../fixtures/gateway/index.ts";
import { BRAINTREE_SANDBOX_URLS } from "../../../fixtures/gateway/configuration.ts";
import type { ParityPage } from "./page.ts";
import {
  comparableRequests,
  diff,
  withoutPollTiming,
  missingSubset,
  showsTypeErrorBug,
  OUR_FILES,
  type ImplementationRun,
  type Outcome,
  type Scenario,
} from "./scenario.ts";

type Impl = "braintree" | "ours";

function authorizations(index: number) {
  const tag = "p" + String(index).padStart(7, "0");
  const clientApiOrigin = BRAINTREE_SANDBOX_URLS.clientApiOrigin;
  return {
    tk: tokenizationKey(tag),
    ct: clientToken({ clientApiOrigin, tag }),
    ctNoCustomer: clientToken({ clientApiOrigin, tag: tag + "-anon", customerId: null }),
    ctGraphQL: clientToken({
      clientApiOrigin,
      tag: tag + "-gql",
      graphQL: { url: BRAINTREE_SANDBOX_URLS.graphQLUrl, date: "2018-05-08" },
    }),
  };
}

async function runOnce(pp: ParityPage, impl: Impl, scenario: Scenario, index: number): Promise<ImplementationRun> {
  if (scenario.freshPage) await pp.reload();
  pp.gateway.reset({ merchant: scenario.merchant, failures: scenario.failures });
  const auths = authorizations(index);
  const ctx = {
    ...auths,
    auth: auths[scenario.auth ?? "ct"],
    args: scenario.args ?? null,
    plaidMode: scenario.plaidMode ?? "success",
    limitMs: scenario.limitMs ?? 5000,
  };
  const result = await pp.page.evaluate(([impl, src, ctx]) => (window as any).__parity.run(impl, src, ctx), [
    impl,
    scenario.run.toString(),
    ctx,
  ] as const);
  await pp.releaseHung();
  const requests = comparableRequests(
    pp.gateway.requests,
    scenario.compareConfigRequests ?? false,
    scenario.keepAnalytics,
  );
  return { result, requests: withoutPollTiming(requests, scenario.polling) };
}

/** Runs each scenario against braintree-web, then against our SDK, and compares requests and outcomes. */
export async function runScenarios(pp: ParityPage, scenarios: Scenario[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const started = Date.now();
    const braintree = await runOnce(pp, "braintree", scenario, index);
    const missing = ["client" as const, ...scenario.needs]
      .map((k) => OUR_FILES[k])
      .filter((f) => pp.missing.includes(f));
    if (missing.length) {
      outcomes.push({
        name: scenario.name,
        pass: false,
        reasons: [`our module not built/loadable: ${missing.join(", ")}`],
        braintree,
      });
      continue;
    }
    const ours = await runOnce(pp, "ours", scenario, index);
    const reasons: string[] = [];
    if (scenario.braintreeBug) {
      if (!showsTypeErrorBug(braintree.result, scenario.braintreeBugShape))
        reasons.push(`expected braintree-web's TypeError bug, got ${JSON.stringify(braintree.result).slice(0, 200)}`);
      const e = ours.result.error;
      const want = scenario.braintreeBug;
      if (
        !e ||
        e.code !== want.code ||
        e.type !== want.type ||
        e.message !== want.message ||
        e.name !== "BraintreeError" ||
        ours.result.unhandled
      ) {
        reasons.push(
          `ours should reject with ${want.code}/${want.type} "${want.message}", got ${JSON.stringify(ours.result).slice(0, 300)}`,
        );
      }
    } else if (scenario.knownDifference) {
      const known = scenario.knownDifference;
      const endpoints = (run: ImplementationRun) => run.requests.map((r: any) => r.endpoint);
      for (const d of missingSubset(braintree.result, known.braintree, "braintree.result")) reasons.push(d);
      for (const d of missingSubset(ours.result, known.ours, "ours.result")) reasons.push(d);
      for (const d of diff(known.braintreeEndpoints, endpoints(braintree), "braintree.endpoints")) reasons.push(d);
      for (const d of diff(known.oursEndpoints, endpoints(ours), "ours.endpoints")) reasons.push(d);
    } else {
      for (const d of diff(braintree.result, ours.result, "result")) reasons.push(d);
    }
    if (!scenario.knownDifference) for (const d of diff(braintree.requests, ours.requests, "requests")) reasons.push(d);
    const kind = scenario.braintreeBug ? "bug-fixed" : scenario.knownDifference ? "documented-difference" : "identical";
    outcomes.push({
      name: scenario.name,
      pass: reasons.length === 0,
      kind,
      reasons,
      braintree,
      ours,
      ms: Date.now() - started,
    });
  }
  return outcomes;
}

/** Prints the scenario tally and writes the full comparison to .test-results/sdk-parity/<suite>.json. */
export function report(suite: string, outcomes: Outcome[]): void {
  const passed = outcomes.filter((o) => o.pass).length;
  const count = (kind: Outcome["kind"]) => outcomes.filter((o) => o.pass && o.kind === kind).length;
  const lines = [
    `sdk-parity ${suite}: ${passed}/${outcomes.length} scenarios pass ` +
      `(${count("identical")} identical, ${count("bug-fixed")} braintree bug -> our typed error, ${count("documented-difference")} documented deliberate difference)`,
  ];
  for (const o of outcomes)
    if (!o.pass) lines.push(`  FAIL ${o.name}\n${o.reasons.map((r) => "       " + r).join("\n")}`);
  console.log(lines.join("\n"));
  const dir = resolve(import.meta.dirname, "../../../../.test-results/sdk-parity");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    resolve(dir, `${suite}.json`),
    JSON.stringify(
      {
        suite,
        total: outcomes.length,
        passed,
        identical: count("identical"),
        bugFixed: count("bug-fixed"),
        documentedDifferences: count("documented-difference"),
        outcomes,
      },
      null,
      1,
    ),
  );
}

import type { Failure, MerchantSettings, RecordedRequest } from "../../../fixtures/gateway/index.ts";

/** Our dist/sdk module files, by the key both SDK facades use on the page. */
export const OUR_FILES = {
  client: "client",
  vaultManager: "vault-manager",
  preferredPaymentMethods: "preferred-payment-methods",
  usBankAccount: "us-bank-account",
  unionpay: "union-pay",
  threeDSecure: "three-d-secure",
  paypal: "paypal",
  sepa: "sepa",
  venmo: "venmo",
} as const;
export type ModuleKey = keyof typeof OUR_FILES;

/** Helpers the page runtime (runtime.js) hands to every scenario. */
export interface PageHelpers {
  describe(e: unknown): unknown;
  normalize(v: unknown): unknown;
  settle(p: unknown): Promise<{ ok?: unknown; error?: unknown }>;
  sync(fn: () => unknown): Promise<unknown>;
  callback(fn: (cb: (...args: unknown[]) => void) => unknown): Promise<unknown>;
  sleep(ms: number): Promise<void>;
  /** Resolves once a request whose URL contains `part` was answered, none is out and `quietMs` passed (≤ `maxMs`). */
  answered(part: string, quietMs?: number, maxMs?: number): Promise<void>;
  /** How many fake provider pages have shown in popups so far. */
  providerPagesShown(): number;
  /** Resolves once more than `seen` provider pages have shown, `settled` has settled, or `maxMs` passed. */
  providerPageShown(seen: number, settled: Promise<unknown>, maxMs?: number): Promise<void>;
}

/** What a scenario receives in the page: the authorizations of this scenario (unique, so client caches never collide). */
export interface ScenarioContext {
  /** The scenario's main authorization (see Scenario.auth). */
  auth: string;
  tk: string;
  ct: string;
  ctNoCustomer: string;
  ctGraphQL: string;
  /** Scenario.args, as JSON. */
  args: any;
  h: PageHelpers;
}

/** The SDK facade: window.braintree's modules, or ours imported from dist/sdk. */
export type Sdk = Record<ModuleKey, any>;

export interface ExpectedError {
  code: string;
  type: string;
  message: string;
}

export interface Scenario {
  name: string;
  /** Our modules this scenario needs (client is implied). */
  needs: ModuleKey[];
  /** Which authorization ctx.auth is: tokenization key, client token (with customer), client token without customer, client token with GraphQL configuration. */
  auth?: "tk" | "ct" | "ctNoCustomer" | "ctGraphQL";
  merchant?: Partial<MerchantSettings>;
  failures?: Record<string, Failure>;
  plaidMode?: "success" | "exit";
  /** Include configuration fetches in the request comparison (client.create scenarios). */
  compareConfigRequests?: boolean;
  /** Keep analytics beacons in the compared requests (otherwise ignored: their payloads are timing-dependent). */
  keepAnalytics?: boolean;
  limitMs?: number;
  /**
   * braintree-web 3.109.0 has a bug here (listed in the errors reference `_notes`) and rejects with a TypeError.
   * The scenario then asserts that braintree still does, and that ours rejects with this typed error instead.
   */
  braintreeBug?: ExpectedError;
  /** How braintree-web's bug shows: a rejected TypeError (default), or a promise that never settles because the TypeError is thrown in a detached callback (an unhandled rejection). */
  braintreeBugShape?: "rejects" | "never settles";
  /**
   * A difference from braintree-web that the SDK documents as deliberate (README "Differences from braintree-web").
   * The scenario then checks braintree-web still does what we think (`braintree` subset of its result, its
   * request endpoints) and that ours does the documented alternative (`ours` subset, `oursEndpoints`). It is
   * tallied as a documented difference, never as identical.
   */
  knownDifference?: {
    note: string;
    braintree: unknown;
    ours: unknown;
    braintreeEndpoints: string[];
    oursEndpoints: string[];
  };
  /**
   * Polling: how many polls fit in a stretch of time depends on the machine's load, so consecutive requests to
   * these endpoints count once, and requests after the first one whose endpoint starts with `until` are not
   * compared (e.g. braintree-web polls on after a cancel, a documented difference).
   */
  polling?: { endpoints: string[]; until?: string };
  /** Run each implementation on a freshly loaded page (for flows whose module state, e.g. a script loader, must start clean). */
  freshPage?: boolean;
  /** JSON data handed to run as ctx.args (run cannot close over variables). */
  args?: unknown;
  /** Runs in the page, serialized with Function#toString: must not capture anything from this file. */
  run: (sdk: Sdk, ctx: ScenarioContext) => Promise<unknown>;
}

export interface RunResult {
  ok?: unknown;
  error?: any;
  plaid?: unknown;
  /** Unhandled promise rejections seen while the scenario ran. */
  unhandled?: any[];
}

export interface ImplementationRun {
  result: RunResult;
  requests: unknown[];
}

export interface Outcome {
  name: string;
  pass: boolean;
  /** identical: same requests and outcome; documented-difference: a knownDifference that held; bug-fixed: braintreeBug asserted. */
  kind?: "identical" | "documented-difference" | "bug-fixed";
  reasons: string[];
  braintree: ImplementationRun;
  ours?: ImplementationRun;
  /** Wall time of both runs. */
  ms?: number;
}

const CONFIG_ENDPOINTS = new Set(["configuration", "graphql:ClientConfiguration"]);

/** The requests that matter for parity, with random values (session ids, timestamps) masked. */
export function comparableRequests(
  requests: RecordedRequest[],
  includeConfig: boolean,
  keepAnalytics = false,
): unknown[] {
  return (
    requests
      // Page loads in popups and frames ("assets", fake provider "page:…") are navigation, not API requests.
      .filter((r) => r.endpoint !== "assets" && !r.endpoint.startsWith("page:"))
      .filter(
        (r) =>
          (keepAnalytics || r.endpoint !== "analytics") &&
          r.endpoint !== "cardinal" &&
          (includeConfig || !CONFIG_ENDPOINTS.has(r.endpoint)),
      )
      .map((r) => {
        const hasBody = r.method !== "GET" && r.method !== "HEAD";
        const headers: Record<string, string | undefined> = {
          authorization: r.headers.authorization,
          "braintree-version": r.headers["braintree-version"],
          ...(hasBody ? { "content-type": r.headers["content-type"]?.split(";")[0]?.toLowerCase() } : {}),
        };
        return {
          endpoint: r.endpoint,
          method: r.method,
          host: r.host,
          path: r.path,
          query: mask(r.query),
          headers: mask(headers),
          body: mask(r.body),
        };
      })
  );
}

/** Applies Scenario.polling to comparable requests (see there). */
export function withoutPollTiming(requests: unknown[], polling: Scenario["polling"]): unknown[] {
  if (!polling) return requests;
  const endpoint = (r: unknown) => (r as { endpoint: string }).endpoint;
  const cut = polling.until ? requests.findIndex((r) => endpoint(r).startsWith(polling.until!)) : -1;
  const kept = cut >= 0 ? requests.slice(0, cut + 1) : requests;
  return kept.filter(
    (r, i) => !(i > 0 && polling.endpoints.includes(endpoint(r)) && JSON.stringify(r) === JSON.stringify(kept[i - 1])),
  );
}

/**
 * Return/cancel page addresses sent to the gateway: the random per-flow channel id is removed (braintree-web puts
 * it on PayPal's pages only, ours on SEPA's too, see README "Differences"), and braintree-web's ".min" page name
 * (its non-debug build) reads as ours.
 */
function maskFrameUrl(value: string): string {
  if (!/\/web\/[\d.]+\/html\//.test(value)) return value;
  return value
    .replace(/\.min\.html/, ".html")
    .replace(/[?&]channel=[0-9a-f]{32}$/, "")
    .replace(/channel=[0-9a-f]{32}&/, "");
}

function mask(value: unknown): unknown {
  if (typeof value === "string") return maskFrameUrl(value);
  if (Array.isArray(value)) return value.map(mask);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    if (/sessionid/i.test(key)) out[key] = "<sessionId>";
    else if (/timestamp|timeelapsed/i.test(key)) out[key] = "<timestamp>";
    else out[key] = mask(v);
  }
  return out;
}

/** Paths where `actual` does not contain `expected` (every key of expected, recursively; arrays element-wise). */
export function missingSubset(actual: unknown, expected: unknown, path = "$", out: string[] = []): string[] {
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") {
      out.push(`${path}: expected ${short(expected)}, got ${short(actual)}`);
      return out;
    }
    for (const key of Object.keys(expected))
      missingSubset((actual as any)[key], (expected as any)[key], `${path}.${key}`, out);
    return out;
  }
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    out.push(`${path}: expected ${short(expected)}, got ${short(actual)}`);
  return out;
}

/** Paths where a and b differ, with both values (at most `limit`). */
export function diff(a: unknown, b: unknown, path = "$", out: string[] = [], limit = 6): string[] {
  if (out.length >= limit) return out;
  if (JSON.stringify(a) === JSON.stringify(b)) return out;
  const bothObjects = a && b && typeof a === "object" && typeof b === "object" && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) {
    out.push(`${path}: braintree ${short(a)} | ours ${short(b)}`);
    return out;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) diff((a as any)[key], (b as any)[key], `${path}.${key}`, out, limit);
  return out;
}

function short(v: unknown): string {
  const s = v === undefined ? "(absent)" : JSON.stringify(v);
  return s.length > 160 ? s.slice(0, 157) + "..." : s;
}

/** Whether a run shows braintree's TypeError bug the scenario documents. */
export function showsTypeErrorBug(result: RunResult, shape: Scenario["braintreeBugShape"] = "rejects"): boolean {
  if (shape === "never settles")
    return result.error?.name === "HarnessTimeout" && (result.unhandled ?? []).some((e) => e?.name === "TypeError");
  return result.error?.name === "TypeError";
}

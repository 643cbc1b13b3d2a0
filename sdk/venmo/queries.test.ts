// The query texts are facts of the wire protocol: they must equal braintree-web's byte for byte.
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import * as ours from "./queries.ts";

const theirs = createRequire(import.meta.url)("braintree-web/venmo/external/queries.js") as Record<string, string>;

describe("venmo GraphQL operations", () => {
  it.each([
    ["LEGACY_CREATE_CONTEXT", "LEGACY_CREATE_PAYMENT_CONTEXT_QUERY"],
    ["CREATE_CONTEXT", "CREATE_PAYMENT_CONTEXT_QUERY"],
    ["LEGACY_UPDATE_CONTEXT", "LEGACY_UPDATE_PAYMENT_CONTEXT_QUERY"],
    ["UPDATE_CONTEXT", "UPDATE_PAYMENT_CONTEXT_QUERY"],
    ["LEGACY_CONTEXT_STATUS", "LEGACY_VENMO_PAYMENT_CONTEXT_STATUS_QUERY"],
    ["CONTEXT_STATUS", "VENMO_PAYMENT_CONTEXT_STATUS_QUERY"],
  ] as const)("%s is braintree-web's %s", (mine, name) => {
    expect(ours[mine]).toBe(theirs[name]);
  });
});

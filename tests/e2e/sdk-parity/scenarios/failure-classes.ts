import type { Failure } from "../../../fixtures/gateway/index.ts";

/** Every HTTP-level way the gateway fails, by a short label used in scenario names. */
export const HTTP_FAILURES: Array<[string, Failure]> = [
  ["401", { kind: "http", status: 401 }],
  ["403", { kind: "http", status: 403 }],
  ["404", { kind: "http", status: 404 }],
  ["422", { kind: "http", status: 422 }],
  ["429", { kind: "http", status: 429 }],
  ["500", { kind: "http", status: 500 }],
  ["503", { kind: "http", status: 503 }],
  ["status 0 (connection dropped twice)", { kind: "abort" }],
];

/** GraphQL errors answered with HTTP 200. */
export const GRAPHQL_FAILURES: Array<[string, Failure]> = [
  ["GraphQL NOT_FOUND", { kind: "graphql", errorClass: "NOT_FOUND" }],
  ["GraphQL VALIDATION", { kind: "graphql", errorClass: "VALIDATION" }],
  ["GraphQL AUTHORIZATION", { kind: "graphql", errorClass: "AUTHORIZATION" }],
  ["GraphQL INTERNAL", { kind: "graphql", errorClass: "INTERNAL" }],
];

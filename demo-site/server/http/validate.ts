import * as v from "valibot";
import { ApiError } from "../domain/errors.ts";

/** "customer.email", "ticketQuantities.10101" — the dotted path of a valibot issue. */
export function issueField(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String(p.key)).join(".");
}

/**
 * Parses a request body with a valibot schema; the first problem becomes a 400 `invalid_request` naming
 * the field and what was expected.
 */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issueField(issue);
  const problem = issue.input === undefined && field ? "is required" : issue.message;
  throw new ApiError(
    400,
    "invalid_request",
    field ? `${field}: ${problem}` : `The request body ${problem}`,
    field || undefined,
  );
}

// Types only: a runtime import from graphql-response.ts would move that file into a chunk shared by the eager
// client and this on-demand code, one more file for every page to fetch.
import type { GraphQLBody, GraphQLError } from "./graphql-response.ts";

/** A nested field error in the REST API's legacy shape. */
export interface FieldError {
  field?: string;
  code?: string;
  message?: string;
  fieldErrors?: FieldError[];
}

function addFieldError(path: string[], error: GraphQLError, into: FieldError[]): void {
  const [field, ...rest] = path;
  if (!rest.length) {
    into.push({ code: error.extensions?.legacyCode, field, message: error.message });
    return;
  }
  let parent = into.filter((candidate) => candidate.field === field).pop();
  if (!parent) into.push((parent = { field, fieldErrors: [] }));
  addFieldError(rest, error, (parent.fieldErrors ??= []));
}

/**
 * The REST API's `{error: {message}, fieldErrors}` for GraphQL validation errors that carry an input path
 * (`["input", "creditCard", "number"]` becomes creditCard > number); undefined for any other answer, which
 * adaptGraphQLError handles.
 */
export function adaptFieldErrors(parsed: unknown): { error: { message?: string }; fieldErrors: FieldError[] } | undefined {
  const errors = (parsed as GraphQLBody | null)?.errors;
  if (errors?.[0]?.extensions?.errorClass !== "VALIDATION") return undefined;
  const fieldErrors: FieldError[] = [];
  for (const error of errors) {
    const inputPath = error.extensions?.inputPath;
    if (inputPath) addFieldError(inputPath.slice(1), error, fieldErrors);
  }
  if (!fieldErrors.length) return undefined;
  return { error: { message: fieldErrors[0]?.field === "creditCard" ? "Credit card is invalid" : undefined }, fieldErrors };
}

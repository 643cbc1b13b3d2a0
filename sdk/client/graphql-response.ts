/** One GraphQL error as the gateway returns it. */
export interface GraphQLError {
  message?: string;
  extensions?: { errorClass?: string; legacyCode?: string; inputPath?: string[] };
}

/** Body of a GraphQL answer. */
export interface GraphQLBody {
  data?: unknown;
  errors?: GraphQLError[];
}

function asBody(parsed: unknown): GraphQLBody {
  return typeof parsed === "object" && parsed !== null ? (parsed as GraphQLBody) : {};
}

/** `errors[0].extensions.errorClass` or undefined. */
export function firstErrorClass(parsed: unknown): string | undefined {
  return asBody(parsed).errors?.[0]?.extensions?.errorClass;
}

/**
 * The HTTP status a GraphQL answer stands for, as braintree-web reads it: a 200 carrying errors becomes 422
 * (VALIDATION), 403 (AUTHORIZATION, or an unclassified error with a message), 401 (AUTHENTICATION) or 500.
 */
export function graphQLStatus(httpStatus: number, parsed: unknown): number {
  const body = asBody(parsed);
  const errorClass = firstErrorClass(parsed);
  if (!httpStatus) return 500;
  if (httpStatus !== 200 || (body.data && !body.errors)) return httpStatus;
  if (errorClass === "VALIDATION") return 422;
  if (errorClass === "AUTHENTICATION") return 401;
  return errorClass === "AUTHORIZATION" || (!errorClass && body.errors?.[0]?.message) ? 403 : 500;
}

/** True when a failed GraphQL answer should be retried against the REST client API. */
export function shouldFallBackToClientApi(parsed: unknown): boolean {
  const errorClass = firstErrorClass(parsed);
  return !asBody(parsed).data && (errorClass === "UNKNOWN" || errorClass === "INTERNAL");
}

/**
 * Turns a failed GraphQL answer into the REST API's `{error: {message}, fieldErrors}` shape. Validation errors
 * that name input fields are adapted by the feature that sent the input (graphql-field-errors.ts, used by card
 * tokenization; the configuration query has no input).
 */
export function adaptGraphQLError(parsed: unknown): { error: { message?: string }; fieldErrors?: [] } {
  const errorClass = firstErrorClass(parsed);
  const message = asBody(parsed).errors?.[0]?.message;
  if (errorClass === "VALIDATION") return { error: { message } };
  return { error: { message: errorClass ? message : "There was a problem serving your request" }, fieldErrors: [] };
}

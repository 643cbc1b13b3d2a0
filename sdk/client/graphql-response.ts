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
  return typeof parsed === "object" && parsed !== null ? parsed : {};
}

/** `errors[0].extensions.errorClass` or undefined. */
export function firstErrorClass(parsed: unknown): string | undefined {
  return asBody(parsed).errors?.[0]?.extensions?.errorClass;
}

/**
 * The HTTP status a GraphQL answer stands for, as braintree-web reads it: a 200 carrying errors becomes 422
 * (VALIDATION), 403 (AUTHORIZATION, or an unclassified error with a message), 401 (AUTHENTICATION) or 500.
 * `httpStatus` is a real answer's status (gateway-request.ts handles "no answer" before asking).
 */
export function graphQLStatus(httpStatus: number, parsed: unknown): number {
  const body = asBody(parsed);
  const errorClass = firstErrorClass(parsed);
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
 * Turns a failed GraphQL answer into the REST API's `{error: {message}, fieldErrors}` shape; validation errors
 * with an input path become nested field errors (`["input", "creditCard", "number"]`: creditCard > number).
 */
export function adaptGraphQLError(parsed: unknown): { error: { message?: string }; fieldErrors?: FieldError[] } {
  const errors = asBody(parsed).errors ?? [];
  const errorClass = firstErrorClass(parsed);
  const message = errors[0]?.message;
  if (errorClass !== "VALIDATION") {
    return { error: { message: errorClass ? message : "There was a problem serving your request" }, fieldErrors: [] };
  }
  const fieldErrors: FieldError[] = [];
  for (const error of errors) {
    const inputPath = error.extensions?.inputPath;
    if (inputPath) addFieldError(inputPath.slice(1), error, fieldErrors);
  }
  if (!fieldErrors.length) return { error: { message } };
  return {
    error: { message: fieldErrors[0]?.field === "creditCard" ? "Credit card is invalid" : undefined },
    fieldErrors,
  };
}

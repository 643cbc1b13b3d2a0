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
  if (!httpStatus) return 500;
  if (httpStatus !== 200) return httpStatus;
  const body = asBody(parsed);
  if (body.data && !body.errors) return 200;
  const errorClass = firstErrorClass(parsed);
  if (errorClass === "VALIDATION") return 422;
  if (errorClass === "AUTHORIZATION") return 403;
  if (errorClass === "AUTHENTICATION") return 401;
  if (!errorClass && body.errors?.[0]?.message) return 403;
  return 500;
}

/** True when a failed GraphQL answer should be retried against the REST client API. */
export function shouldFallBackToClientApi(parsed: unknown): boolean {
  const body = asBody(parsed);
  if (body.data) return false;
  const errorClass = firstErrorClass(parsed);
  return errorClass === "UNKNOWN" || errorClass === "INTERNAL";
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
  if (rest.length === 0) {
    into.push({ code: error.extensions?.legacyCode, field, message: error.message });
    return;
  }
  let parent = into.filter((candidate) => candidate.field === field).pop();
  if (!parent) {
    parent = { field, fieldErrors: [] };
    into.push(parent);
  }
  addFieldError(rest, error, (parent.fieldErrors ??= []));
}

/** Turns a failed GraphQL answer into the REST API's `{error: {message}, fieldErrors}` shape. */
export function adaptGraphQLError(parsed: unknown): { error: { message?: string }; fieldErrors?: FieldError[] } {
  const body = asBody(parsed);
  const errors = body.errors ?? [];
  const errorClass = firstErrorClass(parsed);
  if (errorClass === "VALIDATION") {
    const fieldErrors: FieldError[] = [];
    for (const error of errors) {
      const inputPath = error.extensions?.inputPath;
      if (inputPath) addFieldError(inputPath.slice(1), error, fieldErrors);
    }
    if (fieldErrors.length === 0) return { error: { message: errors[0]?.message } };
    const legacy = fieldErrors[0]?.field === "creditCard" ? "Credit card is invalid" : undefined;
    return { error: { message: legacy }, fieldErrors };
  }
  if (errorClass) return { error: { message: errors[0]?.message }, fieldErrors: [] };
  return { error: { message: "There was a problem serving your request" }, fieldErrors: [] };
}

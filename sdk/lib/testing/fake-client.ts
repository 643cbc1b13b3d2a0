// Test double of the client (request/getConfiguration/getVersion) for module unit tests. Used by tests only;
// nothing in the module imports it, so it never reaches a bundle.
import { SdkError } from "../sdk-error.ts";

/** A request as the module handed it to the client. */
export interface RecordedRequest {
  api?: string;
  method?: string;
  endpoint?: string;
  data?: unknown;
  timeout?: number;
}

type Reply = (request: RecordedRequest) => unknown;

/** Fake client: answers requests from a queue of replies (a reply may throw to reject) and records them. */
export function fakeClient(gatewayConfiguration: Record<string, unknown>, version = "3.109.0") {
  const requests: RecordedRequest[] = [];
  const replies: Reply[] = [];
  return {
    requests,
    /** Queue the answer of the next request. */
    reply(fn: Reply) {
      replies.push(fn);
    },
    request(options: RecordedRequest): Promise<unknown> {
      requests.push(JSON.parse(JSON.stringify(options)) as RecordedRequest);
      const next = replies.shift();
      if (!next) return Promise.reject(new Error("fake client: no reply queued"));
      try {
        return Promise.resolve(next(options));
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the fake rejects as told
        return Promise.reject(error);
      }
    },
    getConfiguration() {
      return JSON.parse(JSON.stringify({ gatewayConfiguration })) as { gatewayConfiguration: Record<string, unknown> };
    },
    getVersion: () => version,
  };
}

/**
 * The errors the SDK client rejects with for each failure class, shaped like braintree-web's client errors:
 * code, type, and details.httpStatus (absent for GraphQL errors in a 200 answer).
 */
export const clientErrors = {
  http401: () => clientError("MERCHANT", "CLIENT_AUTHORIZATION_INVALID", 401),
  http403: () => clientError("MERCHANT", "CLIENT_AUTHORIZATION_INSUFFICIENT", 403),
  http404: () => clientError("NETWORK", "CLIENT_REQUEST_ERROR", 404),
  http422: () => clientError("NETWORK", "CLIENT_REQUEST_ERROR", 422),
  http429: () => clientError("MERCHANT", "CLIENT_RATE_LIMITED", 429),
  http500: () => clientError("NETWORK", "CLIENT_GATEWAY_NETWORK", 500),
  http503: () => clientError("NETWORK", "CLIENT_GATEWAY_NETWORK", 503),
  status0: () => clientError("NETWORK", "CLIENT_REQUEST_ERROR", 0),
  timeout: () => clientError("NETWORK", "CLIENT_REQUEST_TIMEOUT", -1),
  graphQL: () =>
    new SdkError({
      type: "NETWORK",
      code: "CLIENT_GRAPHQL_REQUEST_ERROR",
      message: "There was a problem with your request.",
      details: {
        originalError: [
          { message: "Variable 'input' has an invalid value.", extensions: { errorClass: "VALIDATION" } },
        ],
      },
    }),
};

function clientError(type: "MERCHANT" | "NETWORK", code: string, httpStatus: number) {
  return new SdkError({ type, code, message: `${code} (test)`, details: { httpStatus } });
}

import { GatewayError } from "../gateway.ts";

/**
 * Bounds one provider call: past `ms` it fails as GatewayError "timeout" (the SDK's own timeout is set too; this is
 * the bound whatever an SDK's retries add up to). The call itself is not cancelled: its answer, if it comes, is
 * ignored, and the order it concerns stays pending for the reconciliation sweep.
 */
export function withDeadline<T>(ms: number, what: string, call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GatewayError("timeout", `${what}: the payment provider did not answer within ${ms} ms.`)),
      ms,
    );
  });
  return Promise.race([call(), deadline]).finally(() => clearTimeout(timer));
}

/** A failure to reach the provider at all (refused, reset, DNS) counts as a timeout: the outcome is unknown. */
export function isNetworkError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|ECONNABORTED|UND_ERR_\w+)$/.test(code)
  );
}

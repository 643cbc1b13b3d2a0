/**
 * What one client may cost the server. Defaults suit a single instance facing browsers directly; the
 * environment overrides each (tests use short timeouts so slow senders are cut within seconds).
 */
export interface ServerLimits {
  /** MAX_BODY_BYTES: request bodies above this are 413 (declared length at once, chunked ones when crossed). */
  maxBodyBytes: number;
  /** HEADERS_TIMEOUT_MS: the request line and headers must arrive within this (slowloris); 408 otherwise. */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: the whole request, body included, must arrive within this; 408 otherwise. */
  requestTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * MAX_CONNECTIONS_PER_CLIENT: open connections per client IP; more are answered 429 and closed. 0 = no cap.
   * Behind a proxy or CDN every buyer shares the proxy's address: raise it or set 0 there.
   */
  maxConnectionsPerClient: number;
  /** SHUTDOWN_GRACE_MS: on SIGTERM, in-flight requests get this long to finish before connections are cut. */
  shutdownGraceMs: number;
}

export const defaultLimits: ServerLimits = {
  maxBodyBytes: 64 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 128,
  shutdownGraceMs: 10_000,
};

const envNames: Record<keyof ServerLimits, string> = {
  maxBodyBytes: "MAX_BODY_BYTES",
  headersTimeoutMs: "HEADERS_TIMEOUT_MS",
  requestTimeoutMs: "REQUEST_TIMEOUT_MS",
  keepAliveTimeoutMs: "KEEP_ALIVE_TIMEOUT_MS",
  maxConnectionsPerClient: "MAX_CONNECTIONS_PER_CLIENT",
  shutdownGraceMs: "SHUTDOWN_GRACE_MS",
};

/** Reads the limits from the environment; a value that is not a whole number ≥ 0 stops start-up with its name. */
export function readLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const limits = { ...defaultLimits };
  for (const key of Object.keys(envNames) as (keyof ServerLimits)[]) {
    const raw = env[envNames[key]];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${envNames[key]} must be a whole number ≥ 0; got "${raw}".`);
    limits[key] = value;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs && limits.requestTimeoutMs > 0) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be above REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}).`,
    );
  }
  return limits;
}

// One HTTP attempt of a webhook delivery: POST the payload with its headers, no redirects followed (a 3xx is a
// failure, as the spec says), a time limit, and only the start of the answer kept for the delivery log.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { guardedLookup, isBlockedHostname } from "./address-guard.ts";

export interface PostResult {
  /** null: no answer (refused, timed out, blocked address). */
  status: number | null;
  /** The first `BODY_LIMIT` bytes of the answer. */
  body: string | null;
  /** The answer's Retry-After in ms (429, 503), when it gave one. */
  retryAfterMs: number | null;
  error: string | null;
  durationMs: number;
}

export const BODY_LIMIT = 4096;

export interface PostOptions {
  timeoutMs: number;
  /** Demo mode: loopback and private addresses allowed. */
  allowPrivate: boolean;
  now?: () => number;
}

function retryAfter(value: string | undefined, now: number): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Sends once; never throws (a failure is in the result). */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostResult> {
  const started = performance.now();
  const done = (r: Omit<PostResult, "durationMs">): PostResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  const failed = (error: string) => done({ status: null, body: null, retryAfterMs: null, error });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(failed(`not a URL: ${url}`));
  }
  if (!options.allowPrivate && isBlockedHostname(target.hostname))
    return Promise.resolve(failed(`${target.hostname} is a local or private address: webhooks go only to public ones`));
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const req = send(
      target,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "ticket-checkout-webhooks/1",
        },
        timeout: options.timeoutMs,
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answered = () =>
          finish(
            done({
              status: res.statusCode ?? null,
              body: Buffer.concat(chunks).subarray(0, BODY_LIMIT).toString("utf8"),
              retryAfterMs: retryAfter(res.headers["retry-after"], (options.now ?? Date.now)()),
              error: null,
            }),
          );
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // The log keeps the start only: stop reading a longer answer.
          if (size >= BODY_LIMIT) {
            answered();
            res.destroy();
          }
        });
        res.on("end", answered);
        res.on("error", (err) => finish(failed(err.message)));
      },
    );
    // The whole attempt, answer included, within the time limit (the socket's own timeout only counts silence).
    const deadline = setTimeout(
      () => req.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)));
    req.on("error", (err) => finish(failed(err.message)));
    req.end(body);
  });
}

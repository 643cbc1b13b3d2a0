// What every payment route shares: 503 when the provider is not configured, body validation in the payment API's
// error shape, and the Idempotency-Key, so a repeated request gets the first answer instead of a second payment.
import type { IncomingMessage, ServerResponse } from "node:http";
import type * as v from "valibot";
import { parseBody } from "../../http/validate.ts";
import type { AppContext } from "../../context.ts";
import { ApiError } from "../../domain/errors.ts";
import { readJsonBody, sendJson } from "../../http/json.ts";
import type { Handler } from "../route.ts";
import { asPayError, notConfigured, payError } from "../../domain/payments/errors.ts";
import { GatewayError, type ProviderName } from "../../domain/payments/gateway.ts";
import { claimKey, completeKey, hashBody, releaseKey, type StoredResponse } from "../../domain/payments/idempotency.ts";
import { clientKey } from "../client.ts";

export interface PayCall {
  req: IncomingMessage;
  params: string[];
  /** This server as the browser reached it (for URLs the browser will follow). */
  requestOrigin: string;
}

export type PayResult = StoredResponse;

/** Maps a provider failure to the API: declined → 402 payment_failed with the provider's message. */
export function gatewayToApi(err: GatewayError): ApiError {
  switch (err.kind) {
    case "declined":
    case "invalid":
      return payError(402, "payment_failed", err.message);
    case "timeout":
      return payError(504, "provider_timeout", err.message);
    case "not_found":
      return payError(404, "not_found", err.message);
    case "not_yet":
      // Only refunds wait for the provider (a sale to settle); a payment call that meets it is asked too early.
      return payError(409, "provider_not_ready", err.message);
  }
}

export function requestOrigin(ctx: AppContext, req: IncomingMessage): string {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `http://${host}` : ctx.origin();
}

function send(res: ServerResponse, r: PayResult): void {
  if (r.status === 204) {
    res.writeHead(204, { "cache-control": "no-store" });
    res.end();
  } else sendJson(res, r.status, r.body);
}

function errorResult(err: unknown): PayResult | null {
  const api = err instanceof GatewayError ? gatewayToApi(err) : err instanceof ApiError ? asPayError(err) : null;
  if (!api) return null;
  const error: Record<string, string> = { code: api.code, message: api.message };
  if (api.field) error.field = api.field;
  return { status: api.status, body: { ...api.extra, error } };
}

/**
 * A payment POST: needs the provider configured (else 503 payments_not_configured), validates the body
 * (400 validation_error naming the field) and honours Idempotency-Key: the first response of a key is stored
 * (4xx included, 5xx not) and replayed for the same body.
 *
 * A route that `startsOrder` takes one point of the client's order budget (429 rate_limited with Retry-After when
 * it is used up) once per payment start: a replay of an Idempotency-Key (the widget's retry after a lost answer,
 * a double press) takes none, so a buyer on a bad network is not locked out by their own retries.
 */
export function payPost<S extends v.GenericSchema>(
  name: string,
  provider: ProviderName | null,
  schema: S,
  run: (ctx: AppContext, input: v.InferOutput<S>, call: PayCall) => Promise<PayResult>,
  options: { startsOrder?: boolean } = {},
): Handler {
  return async (ctx, req, res, params) => {
    if (provider && ctx.payments.gateways[provider] === null) throw notConfigured(`The ${provider} payment path`);
    let raw: unknown;
    try {
      raw = await readJsonBody(req);
    } catch (err) {
      throw err instanceof ApiError ? asPayError(err) : err;
    }
    const key = req.headers["idempotency-key"];
    const idemKey = typeof key === "string" && key !== "" ? key.slice(0, 255) : null;
    const call: PayCall = { req, params, requestOrigin: requestOrigin(ctx, req) };
    const execute = async (): Promise<PayResult> => {
      try {
        return await run(ctx, parsePayBody(schema, raw), call);
      } catch (err) {
        const result = errorResult(err);
        if (result) return result;
        throw err;
      }
    };
    const takeOrderPoint = async () => {
      if (options.startsOrder) await ctx.abuse.order(clientKey(ctx, req));
    };
    if (!idemKey) {
      await takeOrderPoint();
      return send(res, await execute());
    }
    const route = `${name}:${params.join("/")}`;
    const claim = await claimKey(ctx.store, idemKey, route, hashBody(raw), ctx.payments.clock);
    if (claim.kind === "replay") {
      res.setHeader("idempotent-replayed", "true");
      return send(res, claim.response);
    }
    let result: PayResult;
    try {
      await takeOrderPoint();
      result = await execute();
    } catch (err) {
      await releaseKey(ctx.store, idemKey, route);
      throw err;
    }
    if (result.status >= 500) await releaseKey(ctx.store, idemKey, route);
    else await completeKey(ctx.store, idemKey, route, result);
    send(res, result);
  };
}

/** A GET/DELETE of the payment API, with the same error shape. */
export function payOther(
  provider: ProviderName | null,
  run: (ctx: AppContext, call: PayCall) => Promise<PayResult>,
): Handler {
  return async (ctx, req, res, params) => {
    if (provider && ctx.payments.gateways[provider] === null) throw notConfigured(`The ${provider} payment path`);
    let result: PayResult;
    try {
      result = await run(ctx, { req, params, requestOrigin: requestOrigin(ctx, req) });
    } catch (err) {
      const mapped = errorResult(err);
      if (!mapped) throw err;
      result = mapped;
    }
    send(res, result);
  };
}

/** parseBody with the payment API's error shape. */
export function parsePayBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  try {
    return parseBody(schema, body);
  } catch (err) {
    throw err instanceof ApiError ? asPayError(err) : err;
  }
}

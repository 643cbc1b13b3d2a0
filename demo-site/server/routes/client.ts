import type { IncomingMessage } from "node:http";
import type { AppContext } from "../context.ts";
import { addressKey, clientAddress } from "../http/client-address.ts";
import { AbuseLimits } from "../domain/limits/abuse-limits.ts";
import type { Handler } from "./route.ts";

/** The key the limits count this request's client under (its address, an IPv6 address by its /64; TRUST_PROXY). */
export function clientKey(ctx: Pick<AppContext, "trustProxy">, req: IncomingMessage): string {
  return addressKey(clientAddress(req, ctx.trustProxy));
}

/** The client's key as stored with its holds: keyed by the server's secret, so the database holds no address. */
export function clientHash(ctx: Pick<AppContext, "trustProxy" | "ticketSecret">, req: IncomingMessage): string {
  return AbuseLimits.clientHash(ctx.ticketSecret, clientKey(ctx, req));
}

/**
 * An order-starting endpoint (a payment start): one point of the client's order budget before the handler runs,
 * else 429 rate_limited with Retry-After.
 */
export function limitOrderStarts(handler: Handler): Handler {
  return async (ctx, req, res, params) => {
    await ctx.abuse.order(clientKey(ctx, req));
    await handler(ctx, req, res, params);
  };
}

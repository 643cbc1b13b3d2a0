import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../domain/errors.ts";

/** A route handler; `C` is what the app hands every handler (routes/route.ts binds it to the app's context). */
export type Handler<C> = (ctx: C, req: IncomingMessage, res: ServerResponse, params: string[]) => void | Promise<void>;

export interface Route<C> {
  pattern: RegExp;
  /** Method -> handler; other methods on a matching path get 405. */
  methods: Partial<Record<"GET" | "POST" | "DELETE", Handler<C>>>;
}

export type RouteMatch<C> = { handler: Handler<C>; params: string[] } | { notAllowed: string[] } | null;

export function matchRoute<C>(routes: readonly Route<C>[], method: string, pathname: string): RouteMatch<C> {
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const params = m.slice(1).map((p: string | undefined) => p ?? "");
    const effective = method === "HEAD" ? "GET" : method;
    const handler = route.methods[effective as "GET" | "POST" | "DELETE"];
    if (handler) return { handler, params };
    return { notAllowed: Object.keys(route.methods) };
  }
  return null;
}

export function methodNotAllowed(method: string, allowed: string[]): ApiError {
  return new ApiError(405, "method_not_allowed", `${method} is not supported here; use ${allowed.join(" or ")}.`);
}

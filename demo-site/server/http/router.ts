import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { ApiError } from "./json.ts";

export type Handler = (ctx: AppContext, req: IncomingMessage, res: ServerResponse, params: string[]) => void | Promise<void>;

export interface Route {
  pattern: RegExp;
  /** Method -> handler; other methods on a matching path get 405. */
  methods: Partial<Record<"GET" | "POST" | "DELETE", Handler>>;
}

export type RouteMatch = { handler: Handler; params: string[] } | { notAllowed: string[] } | null;

export function matchRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const params = m.slice(1).map((p) => p ?? "");
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

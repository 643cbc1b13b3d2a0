import type { AppContext } from "../context.ts";
import type { Handler as AnyHandler, Route as AnyRoute } from "../http/router.ts";

/** A route of this app: its handlers get the app's context. */
export type Route = AnyRoute<AppContext>;
export type Handler = AnyHandler<AppContext>;

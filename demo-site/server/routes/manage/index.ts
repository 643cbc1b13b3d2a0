// The /api/manage table: every back-office route, each method with the access it needs (manage-route.ts). The
// permission matrix (permission-matrix.test.ts) tries every entry here as every kind of person, and fails for a
// route it has no expectation for: add one to permission-matrix-table.ts with the route.
import type { ManageRoute } from "./manage-route.ts";
import { sessionRoutes } from "./session-routes.ts";

export const manageRoutes: ManageRoute[] = [...sessionRoutes];

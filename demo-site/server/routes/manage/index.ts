// The /api/manage table: every back-office route, each method with the access it needs (manage-route.ts). The
// permission matrix (permission-matrix.test.ts) tries every entry here as every kind of person, and fails for a
// route it has no expectation for: add one to permission-matrix-table.ts with the route.
import type { ManageRoute } from "./manage-route.ts";
import { authRoutes } from "./auth-routes.ts";
import { demoRoutes } from "./auth-demo.ts";
import { myPasskeyRoutes } from "./auth-passkeys.ts";
import { invitationRoutes } from "./invitation-routes.ts";
import { operatorRoutes } from "./operator-routes.ts";
import { sessionRoutes } from "./session-routes.ts";
import { teamRoutes } from "./team-routes.ts";
import { catalogRoutes } from "./catalog-routes.ts";
import { orderRoutes } from "./orders-routes.ts";
import { refundRoutes } from "./refund-routes.ts";
import { cancelRoutes } from "./cancel-routes.ts";
import { webhookRoutes } from "./webhook-routes.ts";
import { tokenRoutes } from "./token-routes.ts";
import { exportRoutes } from "./export-routes.ts";
import { dashboardRoutes } from "./dashboard-routes.ts";
import { checkInSetupRoutes } from "./check-in-setup-routes.ts";
import { checkInRoutes } from "./check-in-routes.ts";

export const manageRoutes: ManageRoute[] = [
  ...sessionRoutes,
  ...authRoutes,
  ...demoRoutes,
  ...myPasskeyRoutes,
  ...invitationRoutes,
  ...teamRoutes,
  ...operatorRoutes,
  ...catalogRoutes,
  ...orderRoutes,
  ...refundRoutes,
  ...cancelRoutes,
  ...webhookRoutes,
  ...tokenRoutes,
  ...exportRoutes,
  ...dashboardRoutes,
  ...checkInSetupRoutes,
  ...checkInRoutes,
];

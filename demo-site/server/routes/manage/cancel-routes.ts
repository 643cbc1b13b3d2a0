// STUB (owned by CANCEL): its /api/manage routes (routes/manage/index.ts lists them).
import type { ManageRoute } from "./manage-route.ts";

export const cancelRoutes: ManageRoute[] = [];

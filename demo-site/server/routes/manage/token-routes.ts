// STUB (owned by TOKENS): its /api/manage routes (routes/manage/index.ts lists them).
import type { ManageRoute } from "./manage-route.ts";

export const tokenRoutes: ManageRoute[] = [];

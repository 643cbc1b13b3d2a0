// Door check-in's back-office routes (filled in by the check-in work; see the contract).
import type { ManageRoute } from "./manage-route.ts";

export const checkInSetupRoutes: ManageRoute[] = [];

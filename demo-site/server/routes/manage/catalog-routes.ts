// Every CATALOG route of /api/manage (organizer settings, events, ticket types, vouchers, guests, the sale, the
// snippet, the audit log), for routes/manage/index.ts to spread into its table.
import { auditRoutes } from "./audit-log.ts";
import { catalogEventRoutes } from "./catalog-events.ts";
import { catalogGuestRoutes } from "./catalog-guests.ts";
import { catalogOrganizerRoutes } from "./catalog-organizer.ts";
import type { ManageRoute } from "./manage-route.ts";
import { catalogSaleRoutes } from "./catalog-sale.ts";
import { catalogTicketTypeRoutes } from "./catalog-ticket-types.ts";
import { catalogVoucherRoutes } from "./catalog-vouchers.ts";

export const catalogRoutes: ManageRoute[] = [
  ...catalogOrganizerRoutes,
  ...catalogEventRoutes,
  ...catalogTicketTypeRoutes,
  ...catalogVoucherRoutes,
  ...catalogGuestRoutes,
  ...catalogSaleRoutes,
  ...auditRoutes,
];

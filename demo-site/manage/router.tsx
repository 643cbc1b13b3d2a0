// The app's addresses, code-based (no generated route file): the sign-in screens are in the first chunk, every
// screen behind the sign-in is its own lazily loaded chunk. Search parameters are typed and checked by valibot.
import { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from "@tanstack/react-router";
import * as v from "valibot";
import { sessionQuery } from "./api/session.ts";
import { Root } from "./Root.tsx";
import { SignIn } from "./screens/SignIn.tsx";
import { NotFound } from "./screens/NotFound.tsx";

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Root, notFoundComponent: NotFound });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign-in",
  validateSearch: v.object({ next: v.optional(v.pipe(v.string(), v.startsWith("/"))) }),
  component: SignIn,
});

const demoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "demo",
  validateSearch: v.object({ as: v.optional(v.picklist(["organizer", "operator"])) }),
  component: lazyRouteComponent(() => import("./screens/DemoSignIn.tsx"), "DemoSignIn"),
});

const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "invitation/$token",
  component: lazyRouteComponent(() => import("./screens/invitation/Invitation.tsx"), "Invitation"),
});

/** The door scanner: a paired device has no session (its device token), door staff sign in from it. */
const scannerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "check-in",
  component: lazyRouteComponent(() => import("./check-in/ScannerApp.tsx"), "ScannerApp"),
});

/** Everything below needs a session: without one, the sign-in screen, which comes back here afterwards. */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "signed-in",
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects by throwing its redirect
    if (!session) throw redirect({ to: "/sign-in", search: location.href === "/" ? {} : { next: location.href } });
    return { session };
  },
  component: lazyRouteComponent(() => import("./ui/Shell.tsx"), "Shell"),
});

const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./screens/Home.tsx"), "Home"),
});

const accountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "account",
  component: lazyRouteComponent(() => import("./screens/account/Account.tsx"), "Account"),
});

const operatorRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "operator",
  component: lazyRouteComponent(() => import("./screens/operator/Operators.tsx"), "Operators"),
});

const orgRoute = createRoute({ getParentRoute: () => signedInRoute, path: "o/$org" });

const eventsRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./screens/events/Events.tsx"), "Events"),
});

const settingsRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "settings",
  component: lazyRouteComponent(() => import("./screens/settings/Settings.tsx"), "Settings"),
});

const teamRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "team",
  component: lazyRouteComponent(() => import("./screens/team/Team.tsx"), "Team"),
});

const auditRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "audit",
  validateSearch: v.object({ event: v.optional(v.number()), before: v.optional(v.number()) }),
  component: lazyRouteComponent(() => import("./screens/audit/Audit.tsx"), "Audit"),
});

const dashboardRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "dashboard",
  validateSearch: v.object({ event: v.optional(v.number()) }),
  component: lazyRouteComponent(() => import("./screens/dashboard/Dashboard.tsx"), "Dashboard"),
});

const integrationsRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "integrations",
  component: lazyRouteComponent(() => import("./screens/integrations/Integrations.tsx"), "Integrations"),
});

const webhookRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "integrations/webhooks/$webhook",
  component: lazyRouteComponent(() => import("./screens/integrations/WebhookDetail.tsx"), "WebhookDetail"),
});

const eventRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "events/$event",
  component: lazyRouteComponent(() => import("./screens/event/EventLayout.tsx"), "EventLayout"),
});

const eventDetailsRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./screens/event/EventDetails.tsx"), "EventDetails"),
});
const ticketTypesRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "tickets",
  component: lazyRouteComponent(() => import("./screens/event/TicketTypes.tsx"), "TicketTypes"),
});
const vouchersRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "vouchers",
  component: lazyRouteComponent(() => import("./screens/event/Vouchers.tsx"), "Vouchers"),
});
const guestsRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "guests",
  component: lazyRouteComponent(() => import("./screens/event/Guests.tsx"), "Guests"),
});
const salesRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "sales",
  component: lazyRouteComponent(() => import("./screens/event/Sales.tsx"), "Sales"),
});
const snippetRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "snippet",
  component: lazyRouteComponent(() => import("./screens/event/Snippet.tsx"), "Snippet"),
});
const cancelEventRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "cancel",
  component: lazyRouteComponent(() => import("./screens/orders/CancelEvent.tsx"), "CancelEvent"),
});
const eventCheckInRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "check-in",
  component: lazyRouteComponent(() => import("./screens/check-in/EventCheckIn.tsx"), "EventCheckIn"),
});
const eventTabs = [
  eventDetailsRoute,
  ticketTypesRoute,
  vouchersRoute,
  guestsRoute,
  salesRoute,
  snippetRoute,
  cancelEventRoute,
  eventCheckInRoute,
];

const devicesRoute = createRoute({
  getParentRoute: () => orgRoute,
  path: "devices",
  component: lazyRouteComponent(() => import("./screens/check-in/Devices.tsx"), "Devices"),
});

const ordersRoute = createRoute({ getParentRoute: () => orgRoute, path: "orders" });
const orderListRoute = createRoute({
  getParentRoute: () => ordersRoute,
  path: "/",
  validateSearch: v.object({
    q: v.optional(v.string()),
    status: v.optional(v.string()),
    event: v.optional(v.number()),
  }),
  component: lazyRouteComponent(() => import("./screens/orders/Orders.tsx"), "Orders"),
});
const attentionRoute = createRoute({
  getParentRoute: () => ordersRoute,
  path: "attention",
  component: lazyRouteComponent(() => import("./screens/orders/Attention.tsx"), "Attention"),
});
const orderRoute = createRoute({
  getParentRoute: () => ordersRoute,
  path: "$order",
  component: lazyRouteComponent(() => import("./screens/orders/OrderDetail.tsx"), "OrderDetail"),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  demoRoute,
  invitationRoute,
  scannerRoute,
  signedInRoute.addChildren([
    homeRoute,
    accountRoute,
    operatorRoute,
    orgRoute.addChildren([
      eventsRoute,
      settingsRoute,
      teamRoute,
      auditRoute,
      eventRoute.addChildren(eventTabs),
      dashboardRoute,
      integrationsRoute,
      webhookRoute,
      devicesRoute,
      ordersRoute.addChildren([orderListRoute, attentionRoute, orderRoute]),
    ]),
  ]),
]);

export function createManageRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: "/manage",
    context: { queryClient },
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createManageRouter>;
  }
}

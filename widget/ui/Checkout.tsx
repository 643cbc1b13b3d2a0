import { useAtom, useAtomValue, useSetAtom } from "jotai";
import {
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";
import { loadLocale, localeReady } from "../i18n/load-locale.ts";
import { organizerLink, formatEventDate } from "../lib/format.ts";
import { currentStepAtom, selectedTabAtom } from "../state/checkout-atoms.ts";
import { configAtom } from "../state/config-atoms.ts";
import { eventLoadAtom, loadEventAtom } from "../state/event-atoms.ts";
import { totalQuantityAtom } from "../state/ticket-atoms.ts";
import { EventInfo } from "./event/EventInfo.tsx";
import { useLocale } from "./i18n-context.tsx";
import { LoadError } from "./LoadError.tsx";
import { Navigation } from "./Navigation.tsx";
import { Skeleton } from "./Skeleton.tsx";
import { Tabs } from "./Tabs.tsx";
import { TicketsStep } from "./tickets/TicketsStep.tsx";
import { useGuestListBootstrap } from "./details/useGuestListBootstrap.ts";
import { useReturnBootstrap } from "./return/use-return-bootstrap.ts";
import { useResumeBootstrap } from "./resume/use-resume-bootstrap.ts";

// Steps after 1 are loaded on demand so the first paint only needs step-1 code.
// PLUG IN A STEP: replace its placeholder import with the step's own default-exported component, e.g.
//   2: lazy(() => import("./details/DetailsStep.tsx")),
const laterSteps: Record<number, LazyExoticComponent<ComponentType>> = {
  0: lazy(() => import("./return/ReturnStep.tsx")),
  2: lazy(() => import("./details/DetailsStep.tsx")),
  3: lazy(() => import("./payment-method/PaymentMethodStep.tsx")),
  4: lazy(() => import("./processing/ProcessingStep.tsx")),
  5: lazy(() => import("./success/SuccessStep.tsx")),
};

// The ticket hold's countdown sits above steps 3 and 4, loaded with them.
const ReservationTimer = lazy(() => import("./payment-method/ReservationTimer.tsx"));

/** Step switch (spec §2): 1 tickets, 2 details, 3 payment method, 4 processing, 5 and above success. */
function CurrentStep() {
  const step = useAtomValue(currentStepAtom);
  if (step === 1) return <TicketsStep />;
  const Step = laterSteps[Math.min(step, 5)];
  if (!Step) return null;
  return (
    <>
      {step === 3 || step === 4 ? (
        <Suspense fallback={null}>
          <LaterLocale>
            <ReservationTimer />
          </LaterLocale>
        </Suspense>
      ) : null}
      <Suspense fallback={<Skeleton />}>
        <LaterLocale>
          <Step />
        </LaterLocale>
      </Suspense>
    </>
  );
}

/**
 * Steps after 1 use the rest of the element's language (their areas, and step 2's label of Next), which step
 * 1's code does not carry: this suspends until it is here. Never used on step 1, so the server's step-1
 * markup has no boundary of its own and hydrates in one pass.
 */
function LaterLocale({ children }: { children: ReactNode }) {
  const { language } = useLocale();
  if (!localeReady(language)) use(loadLocale(language));
  return children;
}

/** Navigation under the step; after step 1 it waits for the rest of the language like the step does. */
function StepNavigation() {
  const step = useAtomValue(currentStepAtom);
  const { language } = useLocale();
  const selecting = useAtomValue(totalQuantityAtom) > 0;
  // A selection is the sign the buyer will go on: fetch the rest of the language then, not before.
  useEffect(() => {
    if (selecting) void loadLocale(language);
  }, [selecting, language]);
  if (step === 1) return <Navigation />;
  return (
    <Suspense fallback={null}>
      <LaterLocale>
        <Navigation />
      </LaterLocale>
    </Suspense>
  );
}

function CheckoutFrame() {
  const { t, locale } = useLocale();
  const state = useAtomValue(eventLoadAtom);
  const { apiOrigin } = useAtomValue(configAtom);
  const [tab, setTab] = useAtom(selectedTabAtom);
  if (state.status !== "ready") return null;
  const { event } = state;
  return (
    <>
      <header className="tc-header" part="header">
        <h2 className="tc-title" part="title">
          {event.name}
        </h2>
        <p className="tc-date">
          <time dateTime={event.start_date}>{formatEventDate(event.start_date, locale, event.time_zone)}</time>
          {event.venue ? (
            <>
              {" · "}
              <span className="tc-venue" part="venue">
                {event.venue}
              </span>
            </>
          ) : null}
        </p>
        <a className="tc-organizer" part="organizer-link" href={organizerLink(apiOrigin, event.subdomain)}>
          {t("common.organizer_link", { name: event.organizer_name ?? event.subdomain })}
        </a>
        {event.attention ? (
          <p className="tc-attention" part="attention">
            {event.attention}
          </p>
        ) : null}
      </header>
      <Tabs
        label={t("common.tabs_label")}
        selected={tab}
        onSelect={(id) => setTab(id === "info" ? "info" : "tickets")}
        tabs={[
          {
            id: "tickets",
            label: t("common.tab_tickets"),
            content: (
              <>
                <CurrentStep />
                <StepNavigation />
              </>
            ),
          },
          { id: "info", label: t("common.tab_event_infos"), content: <EventInfo /> },
        ]}
      />
    </>
  );
}

/** Root of one checkout: loads the event, then shows the steps; failures stay inside with a Retry. */
export function Checkout() {
  const config = useAtomValue(configAtom);
  const state = useAtomValue(eventLoadAtom);
  const load = useSetAtom(loadEventAtom);
  const [attempt, setAttempt] = useState(0);
  // Rendered from the server's first paint: the event is already here, do not load (and blank) it again.
  const preloaded = useRef(state.status === "ready");
  // Spec §4 guest-list flow: token lookup once the event is known.
  useGuestListBootstrap();
  // Spec §2 step 0: a return from a provider redirect opens the checkout on step 0.
  useReturnBootstrap(config.eventId);
  // Issue 10: a checkout saved on steps 3/4 of this page resumes (its code is fetched only when one exists).
  useResumeBootstrap(config.eventId);
  useEffect(() => {
    if (preloaded.current) {
      preloaded.current = false;
      return;
    }
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, config.eventId, config.apiOrigin, attempt]);
  if (state.status === "loading") return <Skeleton />;
  if (state.status === "error") {
    return (
      <LoadError
        code={state.code}
        eventId={config.eventId}
        httpStatus={state.httpStatus}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  return <CheckoutFrame />;
}

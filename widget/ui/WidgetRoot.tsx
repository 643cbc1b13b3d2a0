// The checkout's root: locale, error boundary, one store per event. Seeded from the server's first paint (event,
// server clock), so the first render equals the server's markup and hydrates without a mismatch.
import { createStore, Provider } from "jotai";
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { resolveLanguage, translatorFor } from "../i18n/index.ts";
import { safeLocale } from "../lib/format.ts";
import { configAtom, type WidgetConfig } from "../state/config-atoms.ts";
import { eventLoadAtom, nowAtom, type FirstPaint } from "../state/event-atoms.ts";
import { applyPressesAtom, type Press } from "../state/presses.ts";
import { Checkout } from "./Checkout.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { LocaleContext, type LocaleInfo } from "./i18n-context.tsx";
import { requestedLanguage } from "./requested-language.ts";
import { useHostEvents } from "./use-host-events.ts";
import { useThemeContrast } from "./use-theme-contrast.ts";

/** Attributes of <ticket-checkout> as widget/element.ts hands them over (strings, or undefined when absent). */
export interface WidgetProps {
  event?: string;
  lang?: string;
  currency?: string;
  country?: string;
  voucher?: string;
  guestListToken?: string;
  apiOrigin: string;
  /**
   * The event as the server rendered step 1 with it (the markup route): the first render shows it at once,
   * which is what hydrating the server's markup needs. Used only for the event it belongs to.
   */
  firstPaint?: FirstPaint;
  /**
   * The buyer's presses on that markup before it was hydrated (widget/ui/captured-presses.ts), applied once, right
   * after the hydrating render (which must render the markup as the server did).
   */
  presses?: readonly Press[];
  /** CSS to render as a <style> element (only where the shadow root has no adoptedStyleSheets). */
  inlineCss?: string;
}

const blank = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** One jotai store per element instance and per event: a new `event` attribute starts a fresh checkout. */
interface ScopeProps {
  config: WidgetConfig;
  firstPaint?: FirstPaint;
  presses?: readonly Press[];
  rootRef: RefObject<HTMLElement | null>;
}

function EventScope({ config, firstPaint, presses, rootRef }: ScopeProps) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(configAtom, config);
    if (firstPaint && String(firstPaint.event.id) === config.eventId) {
      s.set(nowAtom, firstPaint.now);
      s.set(eventLoadAtom, { status: "ready", event: firstPaint.event });
    }
    return s;
  });
  useLayoutEffect(() => store.set(configAtom, config), [store, config]);
  // In the hydrating commit, before the browser paints it and before any press React handles afterwards.
  const pressed = useRef(presses);
  useLayoutEffect(() => {
    if (pressed.current?.length) store.set(applyPressesAtom, pressed.current);
    pressed.current = undefined;
  }, [store]);
  useHostEvents(store, rootRef);
  return (
    <Provider store={store}>
      <Checkout />
    </Provider>
  );
}

export function WidgetRoot(props: WidgetProps) {
  const requested = requestedLanguage(props.lang);
  const language = resolveLanguage(requested);
  const locale = safeLocale(requested);
  const currency = blank(props.currency)?.toUpperCase() ?? null;
  // The stored country is step 2's fallback (config-atoms.ts says why it is not read here).
  const country = blank(props.country)?.toUpperCase() ?? null;
  const eventId = blank(props.event);
  const voucher = blank(props.voucher);
  const guestListToken = blank(props.guestListToken);
  const config = useMemo<WidgetConfig>(
    () => ({
      eventId,
      apiOrigin: props.apiOrigin,
      language,
      locale,
      currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
      country,
      voucher,
      guestListToken,
    }),
    [eventId, props.apiOrigin, language, locale, currency, country, voucher, guestListToken],
  );
  const themeRoot = useThemeContrast<HTMLDivElement>();
  const localeInfo = useMemo<LocaleInfo>(() => ({ t: translatorFor(language), language, locale }), [language, locale]);
  return (
    <LocaleContext.Provider value={localeInfo}>
      {props.inlineCss !== undefined ? <style>{props.inlineCss}</style> : null}
      <div className="tc-root" part="root" lang={locale} ref={themeRoot}>
        <ErrorBoundary
          fallback={(reset) => (
            <div className="tc-error" part="error" role="alert">
              <p className="tc-error-title">{localeInfo.t("common.error_title")}</p>
              <p>{localeInfo.t("common.error_unexpected")}</p>
              <button
                type="button"
                className="tc-button tc-button-primary"
                part="button button-primary"
                onClick={reset}
              >
                {localeInfo.t("common.retry")}
              </button>
            </div>
          )}
        >
          <EventScope
            key={eventId ?? ""}
            config={config}
            firstPaint={props.firstPaint}
            presses={props.presses}
            rootRef={themeRoot}
          />
        </ErrorBoundary>
      </div>
    </LocaleContext.Provider>
  );
}

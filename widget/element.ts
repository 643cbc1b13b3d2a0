import { createElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import * as v from "valibot";
import { loadLocale, step1LocaleReady } from "./i18n/load-locale.ts";
import { EventSchema } from "./lib/event-schema.ts";
import { seedMoneyPatterns, seedNumberLabels } from "./lib/format.ts";
import type { FirstPaint } from "./state/event-atoms.ts";
import { preloadSanitizer } from "./ui/SanitizedHtml.tsx";
import { requestedLanguage } from "./ui/requested-language.ts";
import { releaseWaitingControls } from "./ui/waiting-control.ts";
import { loadWidgetCss, widgetCssText, widgetSheet } from "./ui/widget-sheet.ts";
import { WidgetRoot, type WidgetProps } from "./ui/WidgetRoot.tsx";

export const ELEMENT_NAME = "ticket-checkout";

type AttributeProps = Omit<WidgetProps, "apiOrigin" | "firstPaint" | "inlineCss">;
const attributeProps: Record<string, keyof AttributeProps> = {
  event: "event",
  lang: "lang",
  currency: "currency",
  country: "country",
  voucher: "voucher",
  "guest-list-token": "guestListToken",
};

/** Set by the loader on an element whose shadow root it filled with the server's step-1 markup. */
export interface PaintedElement {
  tcPaint?: FirstPaint & { css?: unknown };
}

/** The loader's answer, checked like any event answer (the same schema as fetchEvent); else no hydration. */
function checkedPaint(paint: FirstPaint | undefined): FirstPaint | undefined {
  if (!paint || typeof paint.now !== "number" || typeof paint.dateLabel !== "string") return undefined;
  const parsed = v.safeParse(EventSchema, paint.event);
  return parsed.success ? { ...paint, event: parsed.output } : undefined;
}

/** A hydration mismatch means the server's markup was thrown away: visible in the console and as a mark. */
function reportRecoverable(error: unknown): void {
  performance.mark?.("tc:hydration-error");
  console.error("ticket-checkout: the server markup did not match, rendered on the client instead.", error);
}

/**
 * The <ticket-checkout> class: the React root in an OPEN shadow root, one React tree (and one jotai store)
 * per element. `apiOrigin` is where the loader and the widget chunks were served from. When the loader has
 * already painted the server's step-1 markup into the shadow root, React hydrates it instead of rendering.
 */
export function createTicketCheckoutElement(apiOrigin: string): CustomElementConstructor {
  return class TicketCheckoutElement extends HTMLElement {
    static observedAttributes = Object.keys(attributeProps);
    private declare _root: Root | undefined;
    private declare _firstPaint: FirstPaint | undefined;
    private declare _inlineCss: string | undefined;
    private declare _queued: boolean;
    private declare _waiting: boolean;

    /** Runs `then` once the strings of the element's language are here (at once for English, step 1's own). */
    private _withLocale(then: () => void): void {
      const language = requestedLanguage(this.getAttribute("lang"));
      if (step1LocaleReady(language)) return then();
      void loadLocale(language).then(then);
    }

    /** Runs `then` once the CSS is here: adopted by the loader, known from a markup answer, or fetched. */
    private _withCss(then: () => void): void {
      if (this.shadowRoot?.adoptedStyleSheets?.length || widgetCssText((this as PaintedElement).tcPaint?.css) !== undefined) return then();
      void loadWidgetCss().then(then);
    }

    private _element() {
      const props: WidgetProps = { apiOrigin, firstPaint: this._firstPaint, inlineCss: this._inlineCss };
      for (const [attribute, prop] of Object.entries(attributeProps)) props[prop] = this.getAttribute(attribute) ?? undefined;
      return createElement(WidgetRoot, props);
    }

    connectedCallback(): void {
      // Iframe mode: the frame-host chunk puts the checkout frame in (the loader imports it for the elements
      // present at load; this covers elements an app adds later). The import runs once per page.
      if (this.getAttribute("mode") == "iframe") return void import(/* webpackIgnore: true */ `${apiOrigin}/widget/frame-host.js`);
      if (this._root || this._waiting) return;
      // The markup is in the element's language and hydration must render the same text: any other language
      // than English (whose step-1 strings are in this chunk) waits for its strings, one small chunk.
      this._waiting = true;
      this._withLocale(() =>
        this._withCss(() => {
          this._waiting = false;
          if (this.isConnected && !this._root) this._mount();
        }),
      );
    }

    private _mount(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" });
      const painted = this as unknown as PaintedElement;
      const css = widgetCssText(painted.tcPaint?.css);
      // A painted root keeps the loader's sheet (same CSS): no second parse, no restyle of the painted rows.
      if ("adoptedStyleSheets" in shadow && !shadow.adoptedStyleSheets.length) {
        const sheet = css === undefined ? null : widgetSheet(css);
        if (sheet) shadow.adoptedStyleSheets = [sheet];
      }
      this._inlineCss = "adoptedStyleSheets" in shadow && shadow.adoptedStyleSheets.length ? undefined : css;
      this._firstPaint = checkedPaint(painted.tcPaint);
      painted.tcPaint = undefined;
      // Only the loader's markup is hydrated (not, say, its failure message after a failed first load).
      if (this._firstPaint && shadow.firstElementChild?.classList.contains("tc-root") && this._inlineCss === undefined) {
        seedNumberLabels(this._firstPaint.numbers); // hydration renders the server's numbers without building a NumberFormat
        seedMoneyPatterns(this._firstPaint.money); // ...and the first "+" its new total
        releaseWaitingControls(shadow); // the server's disabled controls, enabled by the first client render too
        // React hydrates a document fragment (the shadow root) as it renders into one; its types name Element only.
        this._root = hydrateRoot(shadow as unknown as Element, this._element(), { onRecoverableError: reportRecoverable });
      } else {
        void preloadSanitizer().catch(() => undefined); // in parallel with the first render, whose descriptions need it
        shadow.replaceChildren();
        this._firstPaint = undefined;
        this._root = createRoot(shadow);
        this._root.render(this._element());
      }
    }

    attributeChangedCallback(): void {
      // Called for every attribute before the first connect too: only a mounted root re-renders, once per task.
      if (!this._root || this._queued) return;
      this._queued = true;
      queueMicrotask(() => {
        this._queued = false;
        this._withLocale(() => this._root?.render(this._element()));
      });
    }

    disconnectedCallback(): void {
      this._root?.unmount();
      this._root = undefined;
    }
  };
}

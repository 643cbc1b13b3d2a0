import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import * as v from "valibot";
import type { PaintedElement } from "../../loader/paint.ts";
import { loadLocale, step1LocaleReady } from "../i18n/load-locale.ts";
import { EventSchema } from "../lib/event-schema.ts";
import { seedDateLabels, seedMoneyPatterns, seedNumberLabels } from "../lib/format.ts";
import type { FirstPaint } from "../state/event-atoms.ts";
import type { Press } from "../state/presses.ts";
import { takeCapturedPresses } from "./captured-presses.ts";
import { hydratePainted } from "./hydrate-painted.ts";
import { requestedLanguage } from "./requested-language.ts";
import { releaseWaitingControls } from "./waiting-control.ts";
import { loadWidgetCss, widgetCssText, widgetSheet } from "./widget-sheet.ts";
import { WidgetRoot, type WidgetProps } from "./WidgetRoot.tsx";

/** The element's attributes as the widget reads them (strings, or undefined when absent). */
export type WidgetAttributes = Omit<WidgetProps, "apiOrigin" | "firstPaint" | "presses" | "inlineCss">;

/** One element's own React root in its shadow root, fed with its attributes (widget/ui/CheckoutHost.tsx). */
export interface ShadowMount {
  /** Renders with these attributes: the first call that finds the element connected mounts (or hydrates). */
  update(attributes: WidgetAttributes): void;
  unmount(): void;
}

/** Roots whose host element asked for their unmount and that are not unmounted yet (see `finishUnmount`). */
const closing = new WeakMap<HTMLElement, Root>();

/**
 * Unmounts the root `host` gave up, if any, now. The element calls it right after react-to-web-component has
 * unmounted its host root on disconnect, so a removed element's shadow root is empty when `remove()` returns;
 * calling it from inside the host root's commit instead would unmount one React root while another commits.
 */
export function finishUnmount(host: HTMLElement): void {
  const root = closing.get(host);
  closing.delete(host);
  root?.unmount();
}

/** The loader's answer, checked like any event answer (the same schema as fetchEvent); else no hydration. */
function checkedPaint(paint: FirstPaint | undefined): FirstPaint | undefined {
  if (!paint || typeof paint.now !== "number") return undefined;
  const parsed = v.safeParse(EventSchema, paint.event);
  return parsed.success ? { ...paint, event: parsed.output } : undefined;
}

/** A hydration mismatch means the server's markup was thrown away (hydrate-painted.ts): a console error and a mark. */
function reportRecoverable(error: unknown): void {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- old browsers lack it
  performance.mark?.("tc:hydration-error");
  console.error("ticket-checkout: the server markup did not match, rendered on the client instead.", error);
}

/** Runs `then` once the strings of `lang` are here (at once for English, step 1's own). */
function withLocale(lang: string | undefined, then: () => void): void {
  const language = requestedLanguage(lang);
  if (step1LocaleReady(language)) return then();
  void loadLocale(language).then(then);
}

/**
 * The React root of one <ticket-checkout> in its OPEN shadow root: one React tree and one jotai store per element.
 * `apiOrigin` is where the loader and the widget chunks were served from. When the loader has painted the server's
 * step-1 markup into the shadow root, React hydrates it (the same DOM nodes become interactive) and the presses the
 * loader recorded on it are applied; otherwise it renders on the client.
 */
export function mountInShadow(host: PaintedElement, apiOrigin: string): ShadowMount {
  let root: Root | undefined;
  let waiting = false;
  let ended = false;
  let attributes: WidgetAttributes = {};
  let rendered: WidgetAttributes | undefined;
  let firstPaint: FirstPaint | undefined;
  let presses: Press[] | undefined;
  let inlineCss: string | undefined;

  const element = () => {
    const props: WidgetProps = { ...attributes, apiOrigin, firstPaint, presses, inlineCss };
    presses = undefined; // the first render's only: a later event (a new store) must not get them again
    rendered = attributes;
    return createElement(WidgetRoot, props);
  };

  /** Runs `then` once the CSS is here: adopted by the loader, known from a markup answer, or fetched. */
  const withCss = (then: () => void) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Safari < 16.4 lacks it
    if (host.shadowRoot?.adoptedStyleSheets?.length || widgetCssText(host.tcPaint?.css) !== undefined) return then();
    void loadWidgetCss().then(then);
  };

  const mount = () => {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
    const css = widgetCssText(host.tcPaint?.css);
    // A painted root keeps the loader's sheet (same CSS): no second parse, no restyle of the painted rows.
    if ("adoptedStyleSheets" in shadow && !shadow.adoptedStyleSheets.length) {
      const sheet = css === undefined ? null : widgetSheet(css);
      if (sheet) shadow.adoptedStyleSheets = [sheet];
    }
    inlineCss = "adoptedStyleSheets" in shadow && shadow.adoptedStyleSheets.length ? undefined : css;
    firstPaint = checkedPaint(host.tcPaint as FirstPaint | undefined);
    host.tcPaint = undefined;
    // Taken (and the capture ended) in the task that hydrates, whatever happens next: a press is applied once.
    presses = takeCapturedPresses(host);
    // Only the loader's markup is hydrated (not, say, its failure message after a failed first load).
    if (firstPaint && shadow.firstElementChild?.classList.contains("tc-root") && inlineCss === undefined) {
      seedNumberLabels(firstPaint.numbers); // hydration renders the server's numbers without building a NumberFormat
      seedDateLabels(firstPaint.dates); // ...and its dates (the event's zone: the same text) without a DateTimeFormat
      seedMoneyPatterns(firstPaint.money); // ...and the first "+" its new total
      releaseWaitingControls(shadow); // controls with no press capture, enabled by the first client render too
      root = hydratePainted(shadow, element(), reportRecoverable);
    } else {
      shadow.replaceChildren();
      firstPaint = undefined;
      root = createRoot(shadow);
      root.render(element());
    }
  };

  const same = (a: WidgetAttributes, b: WidgetAttributes | undefined) =>
    !!b &&
    Object.keys({ ...a, ...b }).every((key) => a[key as keyof WidgetAttributes] === b[key as keyof WidgetAttributes]);

  return {
    update(next) {
      attributes = next;
      if (ended || waiting || !host.isConnected) return;
      if (!root) {
        // The markup is in the element's language and hydration must render the same text: any other language
        // than English (whose step-1 strings are in this chunk) waits for its strings, one small chunk.
        waiting = true;
        return withLocale(attributes.lang, () =>
          withCss(() => {
            waiting = false;
            if (!ended && host.isConnected && !root) mount();
          }),
        );
      }
      if (same(attributes, rendered)) return;
      withLocale(attributes.lang, () => !ended && root?.render(element()));
    },
    unmount() {
      ended = true;
      const done = root;
      root = undefined;
      // Not inside the host root's commit (this runs from its cleanup): by the element right after it, else soon.
      if (!done) return;
      closing.set(host, done);
      queueMicrotask(() => finishUnmount(host));
    },
  };
}

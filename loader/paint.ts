/** The markup route's answer (demo-site/server/routes/event-markup.ts); the widget reads `event` and more. */
export interface FirstPaint {
  html: string;
  css: string;
  event: unknown;
}

/** A press on the painted markup before the widget hydrated it: the control, and its value at that moment. */
export type CapturedPress = [control: HTMLButtonElement | HTMLSelectElement, value: string];

/** What the loader leaves on a painted element for the widget (`widget/ui/captured-presses.ts` takes it). */
export interface PaintedElement extends HTMLElement {
  tcPaint?: FirstPaint;
  /** The presses so far, in order; the widget sets it to null when it takes them over, which ends the capture. */
  tcPresses?: CapturedPress[] | null;
}

/**
 * Paints the server's step-1 markup into the element's open shadow root at once (React hydrates it later):
 * used by the loader on the host page and by the checkout frame's page script.
 *
 * From this moment the painted controls work: every press ("+", "−", a quantity picked in the select, a tab) is
 * recorded for the widget to apply once it has hydrated, exactly once each (Angular's event replay and Google's
 * JSAction do the same; React replays only events that come while it hydrates). The quantity row also answers at
 * once: "+" and "−" move the select, and both buttons follow its value, as the widget will render them.
 */
export function paint(el: PaintedElement, answer: FirstPaint): void {
  if (el.shadowRoot) return;
  // Without constructable stylesheets this throws before the element is touched: the widget renders it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(answer.css);
  const root = el.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [sheet];
  root.innerHTML = answer.html; // React's escaped output from our own origin, like the code itself
  el.tcPaint = answer;
  el.tcPresses = [];
  const capture = (event: Event) => {
    const control = (event.target as Element).closest<HTMLButtonElement | HTMLSelectElement>("button,select");
    // A select counts when it changes (clicking it to open it is no press), a button when clicked.
    if (!el.tcPresses || !control || (control.tagName == "SELECT") != (event.type == "change")) return;
    el.tcPresses.push([control, control.value]);
    // A quantity row is [−, select, +]; a tab list or any other button has no select in that place.
    const [minus, select, plus] = control.parentElement!.children as unknown as [
      HTMLButtonElement,
      Element,
      HTMLButtonElement,
    ];
    if (select instanceof HTMLSelectElement) {
      if (control != select)
        select.selectedIndex = Math.max(
          0,
          Math.min(select.length - 1, select.selectedIndex + (control == minus ? -1 : 1)),
        );
      minus.disabled = !select.selectedIndex;
      plus.disabled = select.selectedIndex == select.length - 1;
    }
  };
  root.addEventListener("click", capture);
  root.addEventListener("change", capture);
  el.setAttribute("data-tc-painted", "");
}

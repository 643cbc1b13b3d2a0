// Step 1's quantity controls and tabs work in the server's markup before the widget code runs: the loader records
// their presses for the widget to apply once hydrated (loader/paint.ts). Any other button of that markup (the price
// details) has no handler until then, and a click there would be lost silently: the server renders it disabled and
// marked, and the element releases it (removes both) in the same task in which it starts hydrating, so React's
// first client render is already the enabled one, and a click that comes while React still hydrates is not lost
// (React hydrates the root at once for a discrete event and then handles it).

/** The mark on a control the server disabled only because the code is not there yet. */
export const WAITING_ATTRIBUTE = "data-tc-wait";

const onServer = () => typeof document === "undefined";

/** Props for a control that is `disabled` on the client: also disabled, and marked, in the server's markup. */
export function waitingControl(disabled: boolean): { disabled: boolean; [WAITING_ATTRIBUTE]?: "" } {
  return !disabled && onServer() ? { disabled: true, [WAITING_ATTRIBUTE]: "" } : { disabled };
}

/** Enables the server markup's waiting controls (`root`: the shadow root about to be hydrated). */
export function releaseWaitingControls(root: ParentNode): void {
  for (const control of root.querySelectorAll(`[${WAITING_ATTRIBUTE}]`)) {
    control.removeAttribute("disabled");
    control.removeAttribute(WAITING_ATTRIBUTE);
  }
}

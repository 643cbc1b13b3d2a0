// Buttons in the server's step-1 markup, painted before the widget code runs, have no handler: a click there would
// be lost silently. The server renders them disabled and marked; the element releases them (removes both) in the
// same task in which it starts hydrating, so React's first client render is already the enabled one. No second
// render after hydration is needed to enable them, and a click that comes while React still hydrates is not lost:
// React hydrates the root at once for a discrete event and then handles it (the browser suite clicks right then).
// Buttons only: a control that holds a value (a <select>) would have the value picked before hydration reset by it,
// so the quantity dropdown waits for hydration instead (use-hydrated.ts).

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

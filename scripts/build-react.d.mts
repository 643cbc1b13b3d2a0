/** Builds dist/react (the `ticket-checkout/react` wrapper and its declarations); cleans only that folder. */
export function buildReact(): Promise<void>;

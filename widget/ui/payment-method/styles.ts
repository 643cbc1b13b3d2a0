// Styles of step 3's method list and the reservation countdown (steps 3 and 4); built on the --tc-*
// theme variables of ui/styles.ts.
export const paymentMethodCss = `
.tc-methods { display: grid; gap: 8px; }
.tc-methods-title { font-weight: 700; font-size: 1em; margin: 0; }
.tc-method-list { display: grid; gap: 6px; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
.tc-method { appearance: none; font: inherit; color: inherit; display: flex; gap: 10px; align-items: center; min-height: 44px; padding: 8px 12px; text-align: start; border: 1px solid var(--tc-border); border-radius: var(--tc-radius); background: var(--tc-background); cursor: pointer; }
.tc-method:hover { border-color: var(--tc-primary); }
.tc-method:focus-visible { outline: 2px solid var(--tc-primary); outline-offset: 2px; }
.tc-method[aria-checked="true"] { border-color: var(--tc-primary); box-shadow: 0 0 0 1px var(--tc-primary); }
.tc-method-icon { width: 1.5em; height: 1.5em; flex: none; color: var(--tc-primary-ink, currentColor); }
.tc-view-more { justify-self: start; }
.tc-reservation { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; justify-content: space-between; padding: 8px 12px; border-radius: var(--tc-radius); background: var(--tc-surface); }
.tc-reservation-time { font-variant-numeric: tabular-nums; font-weight: 700; }
.tc-reservation-ended { display: grid; gap: 8px; justify-items: start; }
`;

// Everything lives in the shadow root. `.tc-root` cuts inheritance from the host page (`all: initial`)
// and re-establishes every inherited property from the --tc-* theme variables, so host CSS such as
// `* { color: red !important; font-size: 40px }` on the element cannot reach inside. px, not rem:
// rem follows the host page's <html> font size.
export const widgetCss = `
:host {
  display: block;
  min-height: 0;
  --tc-primary: #4338ca;
  --tc-primary-contrast: #ffffff;
  --tc-success: #02c39a;
  --tc-warning: #b45309;
  --tc-danger: #c62828;
  --tc-text: #1f2937;
  --tc-muted: #5b6472;
  --tc-background: #ffffff;
  --tc-surface: #f5f6f8;
  --tc-border: #d9dce1;
  --tc-focus: #2563eb;
  --tc-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --tc-font-size: 16px;
  --tc-radius: 8px;
  --tc-skeleton-height: 320px;
  /* Derived from the colours above by widget/lib/theme-palette.ts (text 4.5:1, boundaries and focus 3:1 on every
     surface); these are its values for the defaults. An organizer's own colours are re-derived at mount
     (ui/use-theme-contrast.ts). Not meant to be set by hand. */
  --tc-text-ink: #1f2937;
  --tc-muted-ink: #5b6472;
  --tc-primary-ink: #4338ca;
  --tc-on-primary: #ffffff;
  --tc-primary-border: #4338ca;
  --tc-primary-hover: #3a30ae;
  --tc-success-ink: #01795f;
  --tc-on-success: #ffffff;
  --tc-success-hover: #016852;
  --tc-success-tint: #d9f6f0;
  --tc-danger-ink: #c62828;
  --tc-danger-tint: #f9eaea;
  --tc-warning-ink: #ad5009;
  --tc-warning-tint: #f6eae1;
  --tc-control-border: #848689;
  --tc-focus-ring: #2563eb;
}
:host([hidden]) { display: none; }
/* Type scale: two weights (400, 700) and five sizes (0.9, 1, 1.1, 1.2, 1.35em), one family. Each weight and size
   is a font "strike" Chromium sets up on first use (on Linux a synchronous font-service call, 2–7 ms at 4× CPU),
   all inside the frame that first lays out the server's markup; the earlier 13 strikes in five faces were 60–90 ms
   of it. widget/ui/type-scale.test.ts keeps every sheet on the scale (widget/ui/type-scale.ts), which the loader
   sets up while the markup request is out (loader/warm-fonts.ts). */
.tc-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--tc-font);
  font-size: var(--tc-font-size);
  line-height: 1.45;
  color: var(--tc-text-ink);
  background: var(--tc-background);
  border: 1px solid var(--tc-border);
  border-radius: var(--tc-radius);
  padding: 16px;
  text-align: start;
  -webkit-font-smoothing: antialiased;
}
/* Element resets at zero specificity (:where) so every component class below wins over them. */
:where(.tc-root) *, :where(.tc-root) *::before, :where(.tc-root) *::after { box-sizing: border-box; }
:where(.tc-root) :focus-visible { outline: 3px solid var(--tc-focus-ring); outline-offset: 2px; }
:where(.tc-root) :is(button, select) { font: inherit; color: inherit; }
:where(.tc-root) :is(h2, h3, p, ul, dl, dd) { margin: 0; padding: 0; }
:where(.tc-root) ul { list-style: none; }
:where(.tc-root) a { color: var(--tc-primary-ink); }
.tc-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.tc-muted { color: var(--tc-muted-ink); font-size: 0.9em; }
/* Step 1's one-column stacks are flex columns, not grids: the same boxes (items stretched, gaps, no collapsing
   margins) without grid track sizing; forced relayouts of step 1's markup took a third less time (8 runs). */
.tc-header { display: flex; flex-direction: column; gap: 2px; margin-bottom: 12px; }
.tc-title { font-size: 1.35em; font-weight: 700; line-height: 1.25; }
.tc-date { color: var(--tc-muted-ink); }
.tc-organizer { font-size: 0.9em; }
.tc-attention { margin-top: 6px; padding: 8px 10px; border-radius: var(--tc-radius); background: var(--tc-warning-tint); color: var(--tc-warning-ink); }
.tc-tablist { display: flex; gap: 4px; border-bottom: 1px solid var(--tc-border); margin-bottom: 12px; }
.tc-tab { appearance: none; background: none; border: 0; border-bottom: 3px solid transparent; padding: 8px 12px; cursor: pointer; font-weight: 700; color: var(--tc-muted-ink); }
.tc-tab:hover { color: var(--tc-text-ink); border-bottom-color: var(--tc-control-border); }
.tc-tab[aria-selected="true"] { color: var(--tc-primary-ink); border-bottom-color: var(--tc-primary-ink); }
.tc-step { display: flex; flex-direction: column; gap: 12px; }
.tc-step-title { font-size: 1.1em; font-weight: 700; }
.tc-step-title:focus { outline: none; }
.tc-banner { padding: 8px 12px; border-radius: var(--tc-radius); font-weight: 700; background: var(--tc-surface); }
.tc-banner-available { background: var(--tc-success-tint); color: var(--tc-success-ink); }
.tc-banner-ended, .tc-banner-sold_out, .tc-banner-presale_ended { background: var(--tc-danger-tint); color: var(--tc-danger-ink); }
.tc-banner-presale_not_started { background: var(--tc-warning-tint); color: var(--tc-warning-ink); }
.tc-ticket-list { display: flex; flex-direction: column; gap: 8px; }
.tc-ticket { display: flex; gap: 12px; align-items: center; justify-content: space-between; padding: 12px; border: 1px solid var(--tc-border); border-radius: var(--tc-radius); background: var(--tc-background); }
.tc-ticket-info { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.tc-ticket-name { font-weight: 700; }
.tc-ticket-description { color: var(--tc-muted-ink); font-size: 0.9em; overflow-wrap: anywhere; }
.tc-ticket-description img, .tc-description img { max-width: 100%; height: auto; }
.tc-ticket-price { font-weight: 700; }
.tc-stock { font-size: 0.9em; font-weight: 700; color: var(--tc-warning-ink); }
.tc-sold-out { font-weight: 700; color: var(--tc-danger-ink); text-transform: uppercase; font-size: 0.9em; white-space: nowrap; }
.tc-quantity { display: flex; align-items: center; gap: 6px; flex: none; }
.tc-step-button { appearance: none; display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; border-radius: 50%; border: 1px solid var(--tc-control-border); background: var(--tc-surface); color: var(--tc-text-ink); cursor: pointer; font-size: 1.2em; font-weight: 700; line-height: 1; }
.tc-step-button:hover:not(:disabled) { border-color: var(--tc-text-ink); }
/* Disabled controls stay readable (4.5:1) rather than fading out: grey text, dashed boundary. */
.tc-step-button:disabled { color: var(--tc-muted-ink); border-style: dashed; cursor: not-allowed; }
.tc-select { height: 36px; min-width: 56px; padding: 0 6px; border: 1px solid var(--tc-control-border); border-radius: var(--tc-radius); background: var(--tc-background); }
.tc-total { position: relative; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; padding-top: 8px; border-top: 1px solid var(--tc-border); }
.tc-total-label { font-weight: 700; }
.tc-total-amount { font-weight: 700; font-size: 1.2em; margin-inline-start: auto; }
.tc-total-note { flex-basis: 100%; text-align: end; font-size: 0.9em; color: var(--tc-muted-ink); }
/* The popover hangs from the total row, not the button, so it never pokes past the widget on a narrow screen. */
.tc-popover-wrap { position: static; }
.tc-info-button { appearance: none; display: inline-flex; align-items: center; gap: 6px; min-height: 24px; padding: 2px 4px; border: 0; border-radius: 4px; background: none; color: var(--tc-primary-ink); cursor: pointer; font-size: 0.9em; font-weight: 700; text-decoration: underline; text-underline-offset: 2px; }
.tc-info-button:hover { text-decoration-thickness: 2px; }
.tc-info-button:disabled, .tc-tab:disabled { cursor: progress; }
.tc-info-icon { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 18px; height: 18px; border-radius: 50%; border: 1.5px solid currentColor; font-size: 1em; line-height: 1; text-decoration: none; }
.tc-popover { position: absolute; z-index: 10; top: calc(100% + 4px); inset-inline-start: 0; width: max-content; max-width: min(340px, 100%); padding: 12px; border: 1px solid var(--tc-border); border-radius: var(--tc-radius); background: var(--tc-background); box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); font-size: 0.9em; display: grid; gap: 6px; }
/* On a phone a floating popover would cover Next: there it opens in the flow below the total. (A viewport query,
   not a container query: inline-size containment would collapse the widget inside a shrink-to-fit host layout.) */
@media (max-width: 480px) {
  .tc-popover-wrap { display: contents; }
  .tc-popover { position: static; order: 1; flex-basis: 100%; width: auto; max-width: none; box-shadow: none; }
}
.tc-popover-title { font-weight: 700; }
.tc-row { display: flex; justify-content: space-between; gap: 16px; }
.tc-row-strong { font-weight: 700; }
.tc-fee-list { color: var(--tc-muted-ink); }
.tc-selection { padding: 10px 12px; border-radius: var(--tc-radius); background: var(--tc-surface); display: grid; gap: 4px; }
.tc-selection-title { font-weight: 700; }
.tc-alternative { display: grid; gap: 10px; justify-items: start; padding: 16px; border-radius: var(--tc-radius); background: var(--tc-surface); }
.tc-alternative-title { font-size: 1.1em; font-weight: 700; }
.tc-nav { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }
.tc-button { appearance: none; display: inline-flex; align-items: center; justify-content: center; min-height: 40px; padding: 8px 18px; border-radius: var(--tc-radius); border: 1px solid var(--tc-control-border); background: var(--tc-background); color: var(--tc-text-ink); font-weight: 700; text-decoration: none; cursor: pointer; }
.tc-button:hover { background: var(--tc-surface); border-color: var(--tc-text-ink); }
.tc-button-primary { background: var(--tc-primary); border-color: var(--tc-primary-border); color: var(--tc-on-primary); }
.tc-button-primary:hover { background: var(--tc-primary-hover); }
.tc-button:disabled, .tc-button:disabled:hover { background: var(--tc-surface); border-color: var(--tc-control-border); border-style: dashed; color: var(--tc-muted-ink); cursor: not-allowed; }
.tc-error { display: grid; gap: 8px; justify-items: start; padding: 16px; border-radius: var(--tc-radius); background: var(--tc-danger-tint); color: var(--tc-text-ink); }
.tc-error-title { font-weight: 700; color: var(--tc-danger-ink); }
.tc-event-info { display: grid; gap: 8px; }
.tc-description { overflow-wrap: anywhere; }
.tc-description p + p { margin-top: 8px; }
.tc-skeleton { display: grid; gap: 12px; min-height: calc(var(--tc-skeleton-height) - 34px); align-content: start; /* minus root padding and border: same box as the loader placeholder */ }
.tc-skeleton-bar { height: 48px; border-radius: var(--tc-radius); background: #eceef1; animation: tc-shimmer 0.9s ease-in-out infinite alternate; /* opacity only: composited, no repaint */ }
.tc-skeleton-title { height: 28px; width: 60%; }
.tc-skeleton-slow { margin: 0; color: var(--tc-muted-ink); }
@keyframes tc-shimmer { to { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .tc-skeleton-bar { animation: none; } }
@media (max-width: 420px) { .tc-ticket { flex-direction: column; align-items: stretch; } .tc-quantity { justify-content: flex-end; } }
`;

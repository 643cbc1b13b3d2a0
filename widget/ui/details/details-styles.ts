// Styles of steps 2, 3 (overview) and 5. Injected by those steps into the shadow root; they build on
// the --tc-* theme variables of ui/styles.ts.
export const detailsCss = `
.tc-form { display: grid; gap: 12px; grid-template-columns: 1fr 1fr; }
.tc-form .tc-field-wide { grid-column: 1 / -1; }
@media (max-width: 520px) { .tc-form { grid-template-columns: 1fr; } }
.tc-field { display: grid; gap: 4px; align-content: start; }
.tc-label { font-weight: 700; font-size: 0.9em; }
.tc-optional { font-weight: 400; color: var(--tc-muted-ink); }
.tc-input { font: inherit; color: inherit; width: 100%; min-height: 40px; padding: 8px 10px; border: 1px solid var(--tc-control-border); border-radius: var(--tc-radius); background: var(--tc-background); }
.tc-input:hover { border-color: var(--tc-text-ink); }
.tc-input[aria-invalid="true"] { border-color: var(--tc-danger-ink); box-shadow: 0 0 0 1px var(--tc-danger-ink); }
.tc-field-error { color: var(--tc-danger-ink); font-size: 0.9em; font-weight: 700; }
.tc-field-hint { color: var(--tc-muted-ink); font-size: 0.9em; }
.tc-check { display: flex; gap: 8px; align-items: center; cursor: pointer; }
.tc-check input { width: 18px; height: 18px; margin: 0; accent-color: var(--tc-primary); }
.tc-voucher { display: grid; gap: 8px; padding: 12px; border: 1px dashed var(--tc-border); border-radius: var(--tc-radius); }
.tc-voucher-row { display: flex; gap: 8px; }
.tc-voucher-row .tc-input { flex: 1; }
/* ui/ResumedNote.tsx, on step 2 and above steps 3/4 (both steps inject this sheet too). */
.tc-resumed { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; justify-content: space-between; margin-bottom: 8px; }
.tc-resumed p { margin: 0; }
.tc-voucher-ok { color: var(--tc-success-ink); font-weight: 700; }
.tc-notice { padding: 10px 12px; border-radius: var(--tc-radius); background: var(--tc-success-tint); color: var(--tc-success-ink); font-weight: 700; }
.tc-alert { padding: 10px 12px; border-radius: var(--tc-radius); background: var(--tc-danger-tint); color: var(--tc-danger-ink); font-weight: 700; }
.tc-overview { display: grid; gap: 6px; padding: 12px; border-radius: var(--tc-radius); background: var(--tc-surface); }
.tc-overview-title { font-weight: 700; font-size: 1em; margin: 0; }
.tc-overview-line { display: grid; grid-template-columns: 1fr auto auto; gap: 12px; }
.tc-overview-line .tc-muted { white-space: nowrap; }
.tc-overview hr { border: 0; border-top: 1px solid var(--tc-border); margin: 4px 0; width: 100%; }
.tc-overview-discount { color: var(--tc-success-ink); }
.tc-success { display: grid; gap: 12px; justify-items: start; padding: 16px; border-radius: var(--tc-radius); border-top: 6px solid var(--tc-success); background: var(--tc-success-tint); }
.tc-success-title { font-size: 1.35em; font-weight: 700; color: var(--tc-success-ink); }
.tc-success-actions { display: flex; flex-wrap: wrap; gap: 8px; }
/* #02c39a (the spec's success colour) stays the accent above; under white text it is too light (2.3:1), so the
   button takes the derived shade of it that reaches 4.5:1. */
.tc-root a.tc-button-success { background: var(--tc-success-ink); border-color: var(--tc-success-ink); color: var(--tc-on-success); }
.tc-root a.tc-button-success:hover { background: var(--tc-success-hover); border-color: var(--tc-success-hover); }
`;

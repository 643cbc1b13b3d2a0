/** Step 0/4 styles (loaded with their chunk). */
export const processingCss = `
.tc-payment-badge { display: flex; gap: .5rem; align-items: center; font-weight: 700; margin: .5rem 0; }
.tc-payment-badge span { border: 1px solid var(--tc-border, #d9dce1); border-radius: var(--tc-radius, 8px); padding: .1rem .5rem; }
.tc-safe-notice { color: var(--tc-muted, #5b6472); font-size: 0.9em; }
.tc-payment-status { display: flex; gap: .75rem; align-items: center; margin: 1rem 0; }
.tc-spinner { width: 1.25rem; height: 1.25rem; border-radius: 50%; border: 3px solid var(--tc-border, #d9dce1);
  border-top-color: var(--tc-primary, #4338ca); animation: tc-spin 1s linear infinite; }
@keyframes tc-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .tc-spinner { animation: none; } }
.tc-payment-error { border: 1px solid var(--tc-danger, #c62828); color: var(--tc-danger, #c62828); border-radius: var(--tc-radius, 8px);
  padding: .75rem; display: grid; gap: .5rem; }
.tc-payment-error-actions, .tc-sandbox-actions { display: flex; gap: .5rem; flex-wrap: wrap; }
.tc-payment-pending { border: 1px solid var(--tc-warning, #b45309); color: var(--tc-warning, #b45309); border-radius: var(--tc-radius, 8px); padding: .75rem; }
.tc-payment-provider { display: grid; gap: .75rem; margin: 1rem 0; }
.tc-sandbox-banner { background: #fff7d6; border: 2px dashed var(--tc-warning, #b45309); padding: .5rem; font-weight: 700; }
`;

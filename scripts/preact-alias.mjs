/**
 * The widget's components are written against React's API and run on Preact (`preact/compat`): the widget build,
 * the server's markup render and the unit tests all resolve React's specifiers to it. Step 1's code went from
 * 93,477 to 34,081 B gzip, and the first "+" works 65-270 ms earlier at 4x CPU (bench, three pairs of runs of 11,
 * alternating; README "Preact"): React DOM was about 67 KB of the 93 KB, and its evaluation on the buyer's main
 * thread most of what came between the first row and the first working "+". `ticket-checkout/react` (widget/react/) is the
 * exception: it is for React apps and uses theirs.
 */
export const PREACT_ALIAS = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

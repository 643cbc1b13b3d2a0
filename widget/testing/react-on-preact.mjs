// `react` for the widget's unit tests (vitest.config.ts): preact/compat, as the widget ships, plus `act`, which
// React exports from `react` and Preact from its test utilities; the tests import it as they would from React.
export * from "preact/compat";
export { default } from "preact/compat";
export { act } from "preact/test-utils";

/** React's specifiers (react, react-dom, their client, server and JSX runtime entries) → Preact's. */
export const PREACT_ALIAS: Record<string, string>;

// Times in the integrations and dashboard screens, in the app's language: the server sends epoch milliseconds.
export const dateTime = (ms: number | null | undefined, language: string): string =>
  ms === null || ms === undefined ? "" : new Date(ms).toLocaleString(language);

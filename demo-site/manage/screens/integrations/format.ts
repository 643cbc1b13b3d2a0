// Times in the integrations and dashboard screens, in the app's language: the server sends epoch milliseconds or
// ISO strings.
export const dateTime = (at: number | string | null | undefined, language: string): string =>
  at === null || at === undefined ? "" : new Date(at).toLocaleString(language);

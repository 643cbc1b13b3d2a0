/** The language an element asks for: its `lang` attribute, else the page's <html lang>, else the browser's. */
export function requestedLanguage(lang: string | null | undefined): string {
  const own = lang?.trim();
  if (own) return own;
  if (typeof document === "undefined") return "en";
  return document.documentElement.lang || (typeof navigator !== "undefined" ? navigator.language : "") || "en";
}

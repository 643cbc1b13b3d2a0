import type { Store } from "../store/index.ts";
import type { ServerTranslations } from "./i18n/translations.ts";

/**
 * What domain functions are handed. The app's context (context.ts) has all of it; each function asks only for the
 * parts it uses (`Pick<Deps, "store" | "clock">`), so its test builds just those.
 */
export interface Deps {
  store: Store;
  /** Epoch ms. Tests move it (reservation expiry). */
  clock: () => number;
  /** HMAC key for ticket codes. */
  ticketSecret: Buffer;
  /** This server's public origin, for links in answers; known once the server listens. */
  origin: () => string;
  /** The server's strings in every language the widget speaks (i18next). */
  translations: ServerTranslations;
}

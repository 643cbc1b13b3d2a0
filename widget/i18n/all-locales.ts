// Every language at once, for the server's markup route (it renders any language synchronously and its
// bundle leaves the widget's import()s out) and for tests. Never imported by browser code.
import { addLocaleAreas } from "./index.ts";
import de from "./packs/de.ts";
import enLater from "./packs/en-later.ts";
import fr from "./packs/fr.ts";
import nl from "./packs/nl.ts";

/** Registers every area of every language but the lazily loaded steps' own. Idempotent. */
export function registerAllLocales(): void {
  addLocaleAreas({ en: enLater, de, nl, fr });
}

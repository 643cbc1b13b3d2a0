// Every language at once, for the server (its markup route renders any language synchronously, and its bundle
// leaves the widget's import()s out) and for tests. Never imported by browser code.
import { addLocaleAreas } from "./index.ts";
import de from "./packs/de.ts";
import enLater from "./packs/en-later.ts";
import es from "./packs/es.ts";
import fr from "./packs/fr.ts";
import it from "./packs/it.ts";
import nl from "./packs/nl.ts";
import pl from "./packs/pl.ts";
import pt from "./packs/pt.ts";

/** Every area of every language, by language (English's step-1 areas are the widget's own). */
export const ALL_LOCALES = { en: enLater, de, nl, fr, es, it, pl, pt };

/** Registers every area of every language with the page's translations. Idempotent. */
export function registerAllLocales(): void {
  addLocaleAreas(ALL_LOCALES);
}

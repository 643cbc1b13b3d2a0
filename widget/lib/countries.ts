// ISO 3166-1 alpha-2 codes of assigned countries and territories. Names come from the browser
// (Intl.DisplayNames) so every language gets its own spelling without shipping name tables.
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

export const DEFAULT_COUNTRY_CODE = "DE";

export interface Country {
  code: string;
  name: string;
  flag: string;
}

/** Two regional-indicator symbols: "DE" → 🇩🇪. Computed, so no emoji table can drift from the codes. */
export function flagEmoji(code: string): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return "";
  return String.fromCodePoint(...[...upper].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, "en"], { type: "region", fallback: "code" });
  } catch {
    return null;
  }
}

const cache = new Map<string, readonly Country[]>();

/** Every country with its name in `language`, sorted by that name with the language's collation. */
export function countryList(language: string): readonly Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = displayNames(language);
  const collator = new Intl.Collator(language, { sensitivity: "base" });
  const list = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code, flag: flagEmoji(code) })).sort(
    (a, b) => collator.compare(a.name, b.name),
  );
  cache.set(language, list);
  return list;
}

export function countryName(code: string, language: string): string {
  return countryList(language).find((c) => c.code === code)?.name ?? code;
}

/**
 * Maps a country name (the dropdown's value, spec §3) back to its two-letter code. A name saved in
 * another language still resolves because all our languages are tried; unknown names give DE.
 */
export function countryCodeFromName(
  name: string,
  language: string,
  languages: readonly string[] = ["en", "de", "nl", "fr"],
): string {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return DEFAULT_COUNTRY_CODE;
  for (const lang of [language, ...languages]) {
    const hit = countryList(lang).find((c) => c.name.toLowerCase() === wanted);
    if (hit) return hit.code;
  }
  return DEFAULT_COUNTRY_CODE;
}

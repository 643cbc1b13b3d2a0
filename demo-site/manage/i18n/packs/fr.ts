// The back office's strings in this language (one chunk, loaded when someone picks it).
import auth from "../locales/fr/auth.json";
import catalog from "../locales/fr/catalog.json";
import common from "../locales/fr/common.json";
import team from "../locales/fr/team.json";
import orders from "../locales/fr/orders.json";
import integrations from "../locales/fr/integrations.json";
import checkin from "../locales/fr/checkin.json";
import scanner from "../locales/fr/scanner.json";

export const pack = { common, auth, catalog, team, orders, integrations, checkin, scanner };

// The back office's strings in this language (one chunk, loaded when someone picks it).
import auth from "../locales/pl/auth.json";
import catalog from "../locales/pl/catalog.json";
import common from "../locales/pl/common.json";
import team from "../locales/pl/team.json";
import orders from "../locales/pl/orders.json";
import integrations from "../locales/pl/integrations.json";
import checkin from "../locales/pl/checkin.json";
import scanner from "../locales/pl/scanner.json";

export const pack = { common, auth, catalog, team, orders, integrations, checkin, scanner };

// The back office's strings in this language (one chunk, loaded when someone picks it).
import auth from "../locales/de/auth.json";
import catalog from "../locales/de/catalog.json";
import common from "../locales/de/common.json";
import team from "../locales/de/team.json";
import orders from "../locales/de/orders.json";
import integrations from "../locales/de/integrations.json";
import checkin from "../locales/de/checkin.json";
import scanner from "../locales/de/scanner.json";

export const pack = { common, auth, catalog, team, orders, integrations, checkin, scanner };

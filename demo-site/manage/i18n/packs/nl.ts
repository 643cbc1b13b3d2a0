// The back office's strings in this language (one chunk, loaded when someone picks it).
import auth from "../locales/nl/auth.json";
import catalog from "../locales/nl/catalog.json";
import common from "../locales/nl/common.json";
import team from "../locales/nl/team.json";
import orders from "../locales/nl/orders.json";
import integrations from "../locales/nl/integrations.json";
import checkin from "../locales/nl/checkin.json";
import scanner from "../locales/nl/scanner.json";

export const pack = { common, auth, catalog, team, orders, integrations, checkin, scanner };

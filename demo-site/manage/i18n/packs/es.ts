// The back office's strings in this language (one chunk, loaded when someone picks it).
import auth from "../locales/es/auth.json";
import catalog from "../locales/es/catalog.json";
import common from "../locales/es/common.json";
import team from "../locales/es/team.json";
import orders from "../locales/es/orders.json";
import integrations from "../locales/es/integrations.json";
import checkin from "../locales/es/checkin.json";
import scanner from "../locales/es/scanner.json";

export const pack = { common, auth, catalog, team, orders, integrations, checkin, scanner };

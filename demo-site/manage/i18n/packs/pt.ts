// The back office's strings in this language (one chunk, loaded when someone picks it).
import auth from "../locales/pt/auth.json";
import catalog from "../locales/pt/catalog.json";
import common from "../locales/pt/common.json";
import team from "../locales/pt/team.json";
import orders from "../locales/pt/orders.json";
import integrations from "../locales/pt/integrations.json";
import checkin from "../locales/pt/checkin.json";
import scanner from "../locales/pt/scanner.json";

export const pack = { common, auth, catalog, team, orders, integrations, checkin, scanner };

// The back office's strings in this language (one chunk, loaded when someone picks it).
import auth from "../locales/it/auth.json";
import catalog from "../locales/it/catalog.json";
import common from "../locales/it/common.json";
import team from "../locales/it/team.json";
import orders from "../locales/it/orders.json";
import integrations from "../locales/it/integrations.json";
import checkin from "../locales/it/checkin.json";
import scanner from "../locales/it/scanner.json";

export const pack = { common, auth, catalog, team, orders, integrations, checkin, scanner };

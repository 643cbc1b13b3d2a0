// English, bundled with the first screen (the fallback of every other language).
import auth from "./locales/en/auth.json";
import catalog from "./locales/en/catalog.json";
import common from "./locales/en/common.json";
import team from "./locales/en/team.json";
import orders from "./locales/en/orders.json";
import integrations from "./locales/en/integrations.json";
import checkin from "./locales/en/checkin.json";
import scanner from "./locales/en/scanner.json";

export const english = { common, auth, catalog, team, orders, integrations, checkin, scanner };

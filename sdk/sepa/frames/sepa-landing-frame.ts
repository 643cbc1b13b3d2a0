// Script of the sepa popup landing page: reports that it is showing (see sdk/lib/frames/announce-landing.ts).
import { announceLanding } from "../../lib/frames/announce-landing.ts";

announceLanding();

// Return page of popup flows (PayPal returnUrl, SEPA return_url and cancel_url): tells the opener what the
// provider put in the URL. The opener closes this window when it is done with it.
import { postToOpener, reveal } from "./frame-post.ts";

if (!postToOpener("return")) reveal("orphan");

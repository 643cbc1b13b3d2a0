// Cancel page of popup flows (PayPal cancelUrl): tells the opener the customer canceled; the opener closes it.
import { postToOpener, reveal } from "./frame-post.ts";

if (!postToOpener("cancel")) reveal("orphan");

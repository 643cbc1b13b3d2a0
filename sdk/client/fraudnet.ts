import type { ClientConfiguration } from "./types.ts";

// After a card tokenization, when the merchant's configuration has creditCards.collectDeviceData, braintree-web
// hands the nonce to PayPal's fraud-detection script ("fraudnet"): a JSON parameter block in the page plus the
// script itself. Same element, attribute, parameters and script URL here, so the gateway sees the same signal.
const FNCLS = "fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99";
const SOURCE = "BRAINTREE_SIGNIN";
const SCRIPT_URL = "https://c.paypal.com/da/r/fb.js";

function customerId(fingerprint: string | undefined): string | undefined {
  let found: string | undefined;
  for (const piece of (fingerprint ?? "").split("&")) {
    const [key, value] = piece.split("=");
    if (key === "customer_id" && value !== undefined) found = value;
  }
  return found;
}

/**
 * Writes the fraudnet parameters for `nonce` and loads the fraudnet script (fire and forget: nothing waits for
 * it, so it can neither delay nor fail the tokenization). Does nothing outside a browser.
 */
export function startFraudnet(configuration: ClientConfiguration, nonce: string): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc?.body) return;
  let params = doc.querySelector<HTMLScriptElement>(`script[fncls="${FNCLS}"]`);
  if (!params) {
    params = doc.body.appendChild(doc.createElement("script"));
    params.type = "application/json";
    params.setAttribute("fncls", FNCLS);
  }
  const fp: Record<string, unknown> = { rda_tenant: "bt_card", mid: configuration.gatewayConfiguration.merchantId };
  const cid = customerId(configuration.authorizationFingerprint);
  if (cid !== undefined) fp.cid = cid;
  params.text = JSON.stringify({ f: String(nonce).substring(0, 32), fp, bu: false, s: SOURCE });

  const script = doc.createElement("script");
  script.src = SCRIPT_URL;
  script.id = "";
  script.async = true;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null in a page without <head>
  (doc.head ?? doc.body).appendChild(script);
}

// The 3-D Secure card: verifyCard with the issuer's challenge (a local fake of Cardinal and the issuer's page).

async function createThreeDSecure({ client, version, displayExitButton, log }) {
  const { create } = await import("/sdk/three-d-secure.js");
  const threeDSecure = await create({
    client,
    version,
    timeout: 10000,
    cardinalSDKConfig: { payment: { displayExitButton } },
  });
  threeDSecure.on("customer-canceled", () => log("customer-canceled", "in the frame"));
  // Version 2-inline-iframe: the page places the challenge frame itself.
  threeDSecure.on("authentication-iframe-available", ({ element }, next) => {
    document.getElementById("tds-inline").replaceChildren(element);
    next();
  });
  return threeDSecure;
}

function verifyCard({ threeDSecure, nonce, amount, log }) {
  return threeDSecure.verifyCard({
    nonce,
    bin: "411111",
    amount,
    onLookupComplete(data, next) {
      const { requiresUserAuthentication } = data;
      log("onLookupComplete", { requiresUserAuthentication });
      next();
    },
  });
}

function cancelVerifyCard({ threeDSecure }) {
  return threeDSecure.cancelVerifyCard();
}

export default {
  id: "three-d-secure",
  module: "three-d-secure",
  title: "3-D Secure",
  intro:
    "Looks the card up and, when the issuer asks, shows its challenge: the fake issuer's page has Submit (liability shifted), Cancel and Error; Escape, \u00d7 or the backdrop close the modal. Versions 1 and 3 show the errors for unsupported versions.",
  fields: [
    {
      name: "version",
      label: "Version",
      testid: "tds-version",
      setup: true,
      options: ["2", "2-bootstrap3-modal", "2-inline-iframe", "1", "3"],
    },
    { name: "displayExitButton", label: "displayExitButton", type: "checkbox", checked: true, setup: true },
    {
      name: "nonce",
      label: "Card nonce",
      testid: "tds-nonce",
      options: [
        { value: "fake-challenge-nonce", label: "asks for a challenge" },
        { value: "fake-frictionless-nonce", label: "frictionless" },
      ],
    },
    { name: "amount", label: "Amount", value: "10.00" },
  ],
  setup: createThreeDSecure,
  instance: "threeDSecure",
  // Where version 2-inline-iframe's challenge frame goes (the card's own area, shown only while it holds one).
  slot: { id: "tds-inline", testid: "tds-inline", label: "Challenge frame (2-inline-iframe)" },
  actions: [
    { id: "verify", label: "Verify card", testid: "tds-verify", run: verifyCard },
    { id: "cancel", label: "Cancel verification", testid: "tds-cancel", run: cancelVerifyCard },
  ],
};

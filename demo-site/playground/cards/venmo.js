// The Venmo card: the two desktop flows, a QR code for the phone or Venmo's web login in a popup.

async function createVenmo({ client, flow, paymentMethodUsage, profileId }) {
  const { create, isBrowserSupported } = await import("/sdk/venmo.js");
  const options = {
    client,
    allowDesktop: flow === "desktop-qr",
    allowDesktopWebLogin: flow === "desktop-web-login",
    paymentMethodUsage: paymentMethodUsage || undefined,
    profileId: profileId || undefined,
  };
  if (!isBrowserSupported(options)) throw new Error("No Venmo in this browser.");
  return create(options);
}

// Runs in the button's click: the web-login popup opens synchronously inside tokenize().
function payWithVenmo({ venmo }) {
  return venmo.tokenize();
}

function cancelTokenization({ venmo }) {
  return venmo.cancelTokenization();
}

export default {
  id: "venmo",
  module: "venmo",
  title: "Venmo",
  intro:
    "Desktop QR code: our overlay shows the code of a payment context, and a fake phone appears to scan and decide. Desktop web login: a popup for Venmo's login page with our backdrop over this page, and a fake Venmo appears to approve or cancel.",
  fields: [
    {
      name: "flow",
      label: "Desktop flow",
      testid: "venmo-flow",
      setup: true,
      options: [
        { value: "desktop-qr", label: "QR code (allowDesktop)" },
        { value: "desktop-web-login", label: "Web login (allowDesktopWebLogin)" },
      ],
    },
    {
      name: "paymentMethodUsage",
      label: "paymentMethodUsage",
      testid: "venmo-usage",
      setup: true,
      options: [{ value: "", label: "(none: legacy QR context)" }, "single_use", "multi_use"],
      value: "single_use",
    },
    { name: "profileId", label: "Profile id", value: "", setup: true },
  ],
  setup: createVenmo,
  instance: "venmo",
  eager: true,
  actions: [
    {
      id: "tokenize",
      label: "Pay with Venmo",
      testid: "venmo-tokenize",
      run: payWithVenmo,
      // The customer's side while the flow runs (demo-site/playground/fake-providers.js).
      fake: ({ flow }) => (flow === "desktop-web-login" ? "venmo-web-login" : "venmo-phone"),
    },
    { id: "cancel", label: "Cancel tokenization", testid: "venmo-cancel", run: cancelTokenization },
  ],
};

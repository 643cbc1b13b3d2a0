// The PayPal card: checkout or vault in a popup (our landing page, then the local gateway's fake PayPal page).

async function createPayPal({ client }) {
  const { create } = await import("/sdk/paypal.js");
  return create({ client });
}

// Runs in the button's click: the popup opens synchronously inside tokenize().
function payWithPayPal({ paypal, flow, amount, currency }) {
  if (flow === "checkout") return paypal.tokenize({ flow, amount, currency });
  return paypal.tokenize({ flow, billingAgreementDescription: "Playground agreement" });
}

function focusWindow({ paypal }) {
  return paypal.focusWindow();
}

function closeWindow({ paypal }) {
  return paypal.closeWindow();
}

export default {
  id: "paypal",
  module: "paypal",
  title: "PayPal",
  intro:
    "Opens a popup: our landing page, then the fake PayPal page. Approve returns through our redirect page, Cancel through our cancel page; closing the popup cancels too.",
  fields: [
    { name: "flow", label: "Flow", testid: "pp-flow", options: ["checkout", "vault"] },
    { name: "amount", label: "Amount", value: "10.00" },
    { name: "currency", label: "Currency", value: "EUR" },
  ],
  setup: createPayPal,
  instance: "paypal",
  // Made as soon as the client is, so the click's own task reaches tokenize() (browsers allow popups only there).
  eager: true,
  actions: [
    { id: "tokenize", label: "Pay with PayPal", testid: "pp-tokenize", run: payWithPayPal },
    { id: "focus", label: "Focus popup", testid: "pp-focus", run: focusWindow },
    { id: "close", label: "Close popup", testid: "pp-close", run: closeWindow },
  ],
};

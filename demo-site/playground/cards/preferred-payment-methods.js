// The Preferred payment methods card: whether the buyer is likely to pay with PayPal or Venmo.

async function createPreferredPaymentMethods({ client }) {
  const { create } = await import("/sdk/preferred-payment-methods.js");
  return create({ client });
}

function fetchPreferredPaymentMethods({ preferredPaymentMethods }) {
  return preferredPaymentMethods.fetchPreferredPaymentMethods();
}

export default {
  id: "preferred-payment-methods",
  module: "preferred-payment-methods",
  title: "Preferred payment methods",
  intro:
    "Asks the gateway whether PayPal or Venmo should come first for this buyer. A failed lookup answers false for both, never an error.",
  fields: [],
  setup: createPreferredPaymentMethods,
  instance: "preferredPaymentMethods",
  actions: [
    {
      id: "fetch",
      label: "Fetch preferred payment methods",
      testid: "fetch-preferred",
      run: fetchPreferredPaymentMethods,
    },
  ],
};

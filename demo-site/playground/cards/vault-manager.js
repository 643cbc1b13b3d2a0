// The Vault manager card: the payment methods saved for the client token's customer.

async function createVaultManager({ client }) {
  const { create } = await import("/sdk/vault-manager.js");
  return create({ client });
}

function fetchPaymentMethods({ vaultManager, defaultFirst }) {
  return vaultManager.fetchPaymentMethods({ defaultFirst });
}

function deletePaymentMethod({ vaultManager, nonce }) {
  return vaultManager.deletePaymentMethod(nonce);
}

/** The fetched methods become the nonce field's choices (a merchant's "saved cards" list). */
function listMethods(methods, card) {
  card.setOptions(
    "nonce",
    methods.map((method) => ({
      value: method.nonce,
      label: `${method.type}: ${method.description ?? method.details?.email ?? method.nonce}${method.default ? " (default)" : ""}`,
    })),
  );
}

export default {
  id: "vault-manager",
  module: "vault-manager",
  title: "Vault manager",
  intro: "Lists the customer's saved payment methods and deletes one (needs a client token with a customer).",
  fields: [
    { name: "defaultFirst", label: "defaultFirst", type: "checkbox", checked: false },
    {
      name: "nonce",
      label: "Saved method",
      testid: "methods",
      options: [],
      placeholder: "(fetch the payment methods first)",
    },
  ],
  setup: createVaultManager,
  instance: "vaultManager",
  actions: [
    {
      id: "fetch",
      label: "Fetch payment methods",
      testid: "fetch-methods",
      run: fetchPaymentMethods,
      then: listMethods,
    },
    { id: "delete", label: "Delete the saved method", testid: "delete-method", run: deletePaymentMethod },
  ],
};

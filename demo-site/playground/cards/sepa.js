// The SEPA Direct Debit card: a mandate, approved in a popup (the local gateway's fake bank page).

async function createSepa({ client }) {
  const { create } = await import("/sdk/sepa.js");
  return create({ client });
}

// Runs in the button's click: the popup opens synchronously inside tokenize().
function payBySepa({ sepa, ...form }) {
  const { accountHolderName, iban, mandateType, customerId, countryCode, merchantAccountId } = form;
  return sepa.tokenize({
    accountHolderName,
    iban,
    mandateType,
    customerId,
    countryCode,
    merchantAccountId,
  });
}

export default {
  id: "sepa",
  module: "sepa",
  title: "SEPA Direct Debit",
  intro:
    "Creates a mandate and opens a 400\u00d7570 popup with the fake bank's page: Approve or Cancel. MONTHLY is not a mandate type, to show the error.",
  fields: [
    { name: "accountHolderName", label: "Account holder", value: "Erika Mustermann" },
    { name: "iban", label: "IBAN", value: "DE89370400440532013000" },
    { name: "mandateType", label: "Mandate type", options: ["ONE_OFF", "RECURRENT", "MONTHLY"] },
    { name: "customerId", label: "Customer id", value: "customer-42" },
    { name: "countryCode", label: "Country", value: "DE" },
    { name: "merchantAccountId", label: "Merchant account", value: "eur_account" },
  ],
  setup: createSepa,
  instance: "sepa",
  eager: true,
  actions: [{ id: "tokenize", label: "Pay by SEPA Direct Debit", testid: "sepa-tokenize", run: payBySepa }],
};

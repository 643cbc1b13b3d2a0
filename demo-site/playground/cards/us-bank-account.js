// The US bank account card: ACH bank details in, a nonce out.

async function createUsBankAccount({ client }) {
  const { create } = await import("/sdk/us-bank-account.js");
  return create({ client });
}

function tokenizeBankDetails({ usBankAccount, mandateText, ...form }) {
  const { routingNumber, accountNumber, accountType, firstName, lastName } = form;
  return usBankAccount.tokenize({
    mandateText,
    bankDetails: {
      routingNumber,
      accountNumber,
      accountType,
      ownershipType: "personal",
      firstName,
      lastName,
      billingAddress: {
        streetAddress: "123 Main St",
        locality: "Chicago",
        region: "IL",
        postalCode: "60606",
      },
    },
  });
}

export default {
  id: "us-bank-account",
  module: "us-bank-account",
  title: "US bank account",
  intro:
    "Tokenizes a US bank account (ACH) from its routing and account numbers, with the mandate text the buyer accepted.",
  fields: [
    { name: "routingNumber", label: "Routing number", value: "011000015" },
    { name: "accountNumber", label: "Account number", value: "1000123456" },
    { name: "accountType", label: "Account type", options: ["checking", "savings"] },
    { name: "firstName", label: "First name", value: "Pat" },
    { name: "lastName", label: "Last name", value: "Doe" },
    {
      name: "mandateText",
      label: "Mandate text",
      value: "I authorize Braintree to debit my bank account on behalf of the shop.",
      wide: true,
    },
  ],
  setup: createUsBankAccount,
  instance: "usBankAccount",
  actions: [{ id: "tokenize", label: "Tokenize bank details", testid: "usb-tokenize", run: tokenizeBankDetails }],
};

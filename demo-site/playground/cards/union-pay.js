// The UnionPay card: capabilities, SMS enrollment, then tokenization with the SMS code.

async function createUnionPay({ client }) {
  const { create } = await import("/sdk/union-pay.js");
  return create({ client });
}

function fetchCapabilities({ unionPay, number }) {
  return unionPay.fetchCapabilities({ card: { number } });
}

function enroll({ unionPay, number, expirationDate, cvv, countryCode, mobileNumber }) {
  return unionPay.enroll({
    card: { number, expirationDate, cvv },
    mobile: { countryCode, number: mobileNumber },
  });
}

function tokenize({ unionPay, number, expirationDate, cvv, enrollmentId, smsCode }) {
  return unionPay.tokenize({ card: { number, expirationDate, cvv }, enrollmentId, smsCode });
}

export default {
  id: "union-pay",
  module: "union-pay",
  title: "UnionPay",
  intro:
    "Checks what a UnionPay card supports, enrolls it (the bank sends an SMS code) and tokenizes it with that code.",
  fields: [
    { name: "number", label: "Card number", value: "6212345678901232" },
    { name: "expirationDate", label: "Expiry (MM/YYYY)", value: "12/2030" },
    { name: "cvv", label: "CVV", value: "123" },
    { name: "countryCode", label: "Mobile country code", value: "62" },
    { name: "mobileNumber", label: "Mobile number", value: "11111111111" },
    { name: "smsCode", label: "SMS code", value: "12345" },
    { name: "enrollmentId", label: "Enrollment id (from enroll)", value: "" },
  ],
  setup: createUnionPay,
  instance: "unionPay",
  actions: [
    { id: "capabilities", label: "Fetch capabilities", testid: "up-capabilities", run: fetchCapabilities },
    {
      id: "enroll",
      label: "Enroll",
      testid: "up-enroll",
      run: enroll,
      then: (result, card) => card.setValue("enrollmentId", result.enrollmentId ?? ""),
    },
    { id: "tokenize", label: "Tokenize", testid: "up-tokenize", run: tokenize },
  ],
};

/** A complete, valid free-order body for the demo seed; tests override one part at a time. */
export function freeOrderBody(overrides: Record<string, unknown> = {}) {
  return {
    event_id: 201,
    ticketQuantities: { "20101": 1 },
    customer: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      street: "Main Street 1",
      postCode: "10115",
      city: "Berlin",
      country: "Germany",
      countryCode: "DE",
      companyName: "",
      vatNumber: "",
      lang: "en",
    },
    voucherCode: null,
    guestListToken: null,
    selectedPaymentMethod: "free_ticket",
    user_commission: 5,
    user_added_commission: 0.5,
    amount: "0.00",
    totalPrice: "0.00",
    ...overrides,
  };
}

export function postJson(origin: string, path: string, body: unknown): Promise<Response> {
  return fetch(origin + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

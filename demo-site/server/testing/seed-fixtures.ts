/** A small valid seed that tests copy and break one field at a time. */
export function smallSeed() {
  return {
    organizers: [
      {
        subdomain: "testorg",
        name: "Test Organizer",
        user_commission: 5,
        user_added_commission: 0.5,
        events: [
          {
            id: 1,
            name: "First",
            start_date: "2030-01-01T20:00:00Z",
            event_tickets: [
              {
                id: 11,
                ticket_name: "A",
                price: "10.00",
                ticket_stock: "limited",
                stock_limit: 10,
                sold: 0,
                sort_order: 1,
                purchase_limit: 5,
              },
            ],
          },
          {
            id: 2,
            name: "Second",
            start_date: "2030-01-02T20:00:00Z",
            event_tickets: [
              {
                id: 21,
                ticket_name: "B",
                price: "0.00",
                ticket_stock: "limited",
                stock_limit: 20,
                sold: 0,
                sort_order: 1,
                purchase_limit: 5,
              },
            ],
          },
          {
            id: 3,
            name: "Third",
            start_date: "2030-01-03T20:00:00Z",
            event_tickets: [
              {
                id: 31,
                ticket_name: "C",
                price: "5.00",
                ticket_stock: "unlimited",
                stock_limit: null,
                sold: 0,
                sort_order: 1,
                purchase_limit: 5,
              },
              {
                id: 32,
                ticket_name: "D",
                price: "7.50",
                ticket_stock: "limited",
                stock_limit: 3,
                sold: 1,
                sort_order: 2,
                purchase_limit: 5,
              },
            ],
            vouchers: [{ code: "HALF", discount: 50 }],
          },
        ],
      },
    ],
  };
}

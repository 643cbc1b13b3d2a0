export default {
  choose_label: "Choose a payment method",
  other_methods: "Other payment methods",
  view_more: "Show other payment methods",
  view_less: "Hide other payment methods",
  select_required: "Please select a payment method.",
  loading: "Loading payment methods…",
  no_payment_methods_available: "No payment methods are available for this event.",
  error_loading_payment_methods: "The payment methods could not be loaded.",
  retry: "Try again",
  // Brand names are not translated: they live in the registry rows (lib/payment-methods/registry.ts).
  methods: {
    card: "Credit Card",
    sepa_debit: "SEPA direct debit",
    banktransfer: "SEPA transfer",
  },
  reservation: {
    label: "Your tickets are held for you",
    time_left: "Time left: {{time}}",
    announce_5: "5 minutes left to complete your payment.",
    announce_1: "1 minute left to complete your payment.",
    expired: "Your ticket hold has expired and the tickets were released. Start again to reserve them once more.",
    not_enough_tickets: "Sorry, there are not enough tickets left for your selection.",
    start_again: "Start again",
  },
  resume: {
    notice: "We kept your checkout as you left it: your tickets, details and step.",
    start_over: "Start over",
  },
};

export default {
  choose_label: "Kies een betaalmethode",
  other_methods: "Andere betaalmethoden",
  view_more: "Andere betaalmethoden tonen",
  view_less: "Andere betaalmethoden verbergen",
  select_required: "Kies een betaalmethode.",
  loading: "Betaalmethoden worden geladen…",
  no_payment_methods_available: "Er zijn geen betaalmethoden beschikbaar voor dit evenement.",
  error_loading_payment_methods: "De betaalmethoden konden niet worden geladen.",
  retry: "Opnieuw proberen",
  // Brand names are not translated: they live in the registry rows (lib/payment-methods/registry.ts).
  methods: {
    card: "Creditcard",
    sepa_debit: "SEPA-incasso",
    banktransfer: "SEPA-overboeking",
  },
  reservation: {
    label: "Je tickets worden voor je vastgehouden",
    time_left: "Resterende tijd: {{time}}",
    announce_5: "Nog 5 minuten om je betaling af te ronden.",
    announce_1: "Nog 1 minuut om je betaling af te ronden.",
    expired: "Je reservering is verlopen en de tickets zijn vrijgegeven. Begin opnieuw om ze weer te reserveren.",
    not_enough_tickets: "Helaas zijn er niet genoeg tickets meer voor je selectie.",
    start_again: "Opnieuw beginnen",
  },
  resume: {
    notice: "We hebben je bestelling bewaard zoals je die verliet: tickets, gegevens en stap.",
    start_over: "Helemaal opnieuw",
  },
};

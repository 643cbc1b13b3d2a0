export default {
  choose_label: "Zahlungsmethode wählen",
  other_methods: "Weitere Zahlungsmethoden",
  view_more: "Weitere Zahlungsmethoden anzeigen",
  view_less: "Weitere Zahlungsmethoden ausblenden",
  select_required: "Bitte wähle eine Zahlungsmethode.",
  loading: "Zahlungsmethoden werden geladen…",
  no_payment_methods_available: "Für diese Veranstaltung sind keine Zahlungsmethoden verfügbar.",
  error_loading_payment_methods: "Die Zahlungsmethoden konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  // Brand names are not translated: they live in the registry rows (lib/payment-methods/registry.ts).
  methods: {
    card: "Kreditkarte",
    sepa_debit: "SEPA-Lastschrift",
    banktransfer: "SEPA-Überweisung",
  },
  reservation: {
    label: "Deine Tickets sind für dich reserviert",
    time_left: "Verbleibende Zeit: {{time}}",
    announce_5: "Noch 5 Minuten, um die Zahlung abzuschließen.",
    announce_1: "Noch 1 Minute, um die Zahlung abzuschließen.",
    expired: "Deine Reservierung ist abgelaufen und die Tickets wurden freigegeben. Starte erneut, um sie wieder zu reservieren.",
    not_enough_tickets: "Leider sind für deine Auswahl nicht mehr genug Tickets verfügbar.",
    start_again: "Neu starten",
  },
  resume: {
    notice: "Wir haben deinen Checkout so aufbewahrt, wie du ihn verlassen hast: Tickets, Angaben und Schritt.",
    start_over: "Von vorn beginnen",
  },
};

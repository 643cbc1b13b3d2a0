export default {
  choose_label: "Choisissez un moyen de paiement",
  other_methods: "Autres moyens de paiement",
  view_more: "Afficher les autres moyens de paiement",
  view_less: "Masquer les autres moyens de paiement",
  select_required: "Veuillez choisir un moyen de paiement.",
  loading: "Chargement des moyens de paiement…",
  no_payment_methods_available: "Aucun moyen de paiement n’est disponible pour cet événement.",
  error_loading_payment_methods: "Les moyens de paiement n’ont pas pu être chargés.",
  retry: "Réessayer",
  // Brand names are not translated: they live in the registry rows (lib/payment-methods/registry.ts).
  methods: {
    card: "Carte de crédit",
    sepa_debit: "Prélèvement SEPA",
    banktransfer: "Virement SEPA",
  },
  reservation: {
    label: "Vos billets sont réservés pour vous",
    time_left: "Temps restant : {{time}}",
    announce_5: "Plus que 5 minutes pour finaliser votre paiement.",
    announce_1: "Plus qu’une minute pour finaliser votre paiement.",
    expired: "Votre réservation a expiré et les billets ont été libérés. Recommencez pour les réserver à nouveau.",
    not_enough_tickets: "Désolé, il ne reste plus assez de billets pour votre sélection.",
    start_again: "Recommencer",
  },
  resume: {
    notice: "Nous avons conservé votre commande telle que vous l’avez laissée : billets, coordonnées et étape.",
    start_over: "Tout recommencer",
  },
};

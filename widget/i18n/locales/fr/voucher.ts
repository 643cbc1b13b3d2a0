export default {
  have_voucher: "J'ai un code promo",
  code_label: "Code promo",
  apply: "Appliquer",
  checking: "Vérification…",
  applied: "Code promo appliqué : {{percent}} de réduction.",
  no_discount: "Ce code promo est valide mais n'offre aucune réduction.",
  invalid_voucher_code: "Ce code promo n'est pas valide.",
  failed_to_verify_voucher: "Nous n'avons pas pu vérifier votre code promo. Vérifiez votre connexion et réessayez.",
  tickets_not_available: "Aucun billet n'est disponible pour appliquer un code promo.",
  provide_voucher_code: "Veuillez indiquer un code promo.",
  voucher_code_required: "Veuillez saisir votre code promo ou décocher la case du code promo.",
  voucher_code_invalid: "Veuillez appliquer un code promo valide ou décocher la case du code promo.",
};

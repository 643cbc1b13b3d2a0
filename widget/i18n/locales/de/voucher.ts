export default {
  have_voucher: "Ich habe einen Gutscheincode",
  code_label: "Gutscheincode",
  apply: "Einlösen",
  checking: "Wird geprüft…",
  applied: "Gutschein eingelöst: {{percent}} Rabatt.",
  no_discount: "Dieser Gutschein ist gültig, gewährt aber keinen Rabatt.",
  invalid_voucher_code: "Dieser Gutscheincode ist ungültig.",
  failed_to_verify_voucher: "Dein Gutschein konnte nicht geprüft werden. Bitte prüfe deine Verbindung und versuche es erneut.",
  tickets_not_available: "Es sind keine Tickets verfügbar, auf die ein Gutschein angewendet werden kann.",
  provide_voucher_code: "Bitte gib einen Gutscheincode ein.",
  voucher_code_required: "Bitte gib deinen Gutscheincode ein oder entferne das Häkchen beim Gutschein.",
  voucher_code_invalid: "Bitte löse einen gültigen Gutscheincode ein oder entferne das Häkchen beim Gutschein.",
};

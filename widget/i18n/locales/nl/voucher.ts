export default {
  have_voucher: "Ik heb een vouchercode",
  code_label: "Vouchercode",
  apply: "Toepassen",
  checking: "Controleren…",
  applied: "Voucher toegepast: {{percent}} korting.",
  no_discount: "Deze voucher is geldig maar geeft geen korting.",
  invalid_voucher_code: "Deze vouchercode is ongeldig.",
  failed_to_verify_voucher: "We konden je voucher niet controleren. Controleer je verbinding en probeer het opnieuw.",
  tickets_not_available: "Er zijn geen tickets beschikbaar om een voucher op toe te passen.",
  provide_voucher_code: "Vul een vouchercode in.",
  voucher_code_required: "Vul je vouchercode in of haal het vinkje bij de voucher weg.",
  voucher_code_invalid: "Pas een geldige vouchercode toe of haal het vinkje bij de voucher weg.",
};

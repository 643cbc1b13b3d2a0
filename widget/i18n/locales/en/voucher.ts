export default {
  have_voucher: "I have a voucher code",
  code_label: "Voucher code",
  apply: "Apply",
  checking: "Checking…",
  applied: "Voucher applied: {{percent}} off.",
  no_discount: "This voucher is valid but gives no discount.",
  invalid_voucher_code: "This voucher code is not valid.",
  failed_to_verify_voucher: "We could not check your voucher. Please check your connection and try again.",
  tickets_not_available: "No tickets are available to apply a voucher to.",
  provide_voucher_code: "Please provide a voucher code.",
  voucher_code_required: "Please enter your voucher code or untick the voucher box.",
  voucher_code_invalid: "Please apply a valid voucher code or untick the voucher box.",
};

import { button, el } from "../dom.ts";
import type { Translate } from "../../i18n/index.ts";

export interface CardInput {
  number: string;
  expirationDate: string;
  cvv: string;
}

export interface CardForm {
  root: HTMLElement;
  submit: HTMLButtonElement;
  read(): CardInput | null;
  showError(text: string): void;
}

function field(label: string, name: string, autocomplete: string, placeholder: string): { wrap: HTMLElement; input: HTMLInputElement } {
  const id = `tc-bt-${name}-${Math.random().toString(36).slice(2, 8)}`;
  const input = el("input", { className: "tc-input", part: "input", attrs: { id, name, autocomplete, inputmode: "numeric", placeholder } });
  const wrap = el("div", { className: "tc-field", part: "field" }, [el("label", { text: label, attrs: { for: id } }), input]);
  return { wrap, input };
}

/** The card form of the card-widget path (number, expiry MM/YY, CVV); checks shape only, the gateway decides. */
export function cardForm(t: Translate, onSubmit: () => void): CardForm {
  const number = field(t("payment.card_number"), "cardnumber", "cc-number", "4111 1111 1111 1111");
  const expiry = field(t("payment.card_expiry"), "cc-exp", "cc-exp", "MM/YY");
  const cvv = field(t("payment.card_cvv"), "cvc", "cc-csc", "123");
  const error = el("p", { className: "tc-field-error", attrs: { role: "alert" } });
  const submit = button(t("payment.pay_with_card"), onSubmit);
  submit.setAttribute("data-testid", "braintree-pay");
  const root = el("div", { className: "tc-payment-provider tc-braintree", attrs: { "data-testid": "braintree-card" } }, [number.wrap, expiry.wrap, cvv.wrap, error, submit]);
  return {
    root,
    submit,
    read() {
      const digits = number.input.value.replace(/\D/g, "");
      const exp = expiry.input.value.replace(/\s/g, "");
      const code = cvv.input.value.trim();
      if (digits.length < 12 || !/^(0[1-9]|1[0-2])\/?(\d{2}|\d{4})$/.test(exp) || !/^\d{3,4}$/.test(code)) {
        error.textContent = t("payment.card_incomplete");
        return null;
      }
      error.textContent = "";
      return { number: digits, expirationDate: exp.includes("/") ? exp : `${exp.slice(0, 2)}/${exp.slice(2)}`, cvv: code };
    },
    showError(text) {
      error.textContent = text;
    },
  };
}

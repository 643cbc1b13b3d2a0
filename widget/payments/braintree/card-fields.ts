import hostedFields, {
  type HostedFieldKey,
  type HostedFields,
  type HostedFieldsEvent,
} from "braintree-web/hosted-fields";
import type { BraintreeClient } from "braintree-web/client";
import { button, el } from "../dom.ts";
import type { Translate } from "../../i18n/index.ts";
import { tokenizeFailure } from "./tokenize-failure.ts";

/** The fields shown, in order; their labels are ours, their inputs live in Braintree's frames. */
const FIELDS: { key: HostedFieldKey; label: string; placeholder: string }[] = [
  { key: "number", label: "payment.card_number", placeholder: "4111 1111 1111 1111" },
  { key: "expirationDate", label: "payment.card_expiry", placeholder: "MM/YY" },
  { key: "cvv", label: "payment.card_cvv", placeholder: "123" },
];

export interface CardFields {
  root: HTMLElement;
  /** Settles when every frame is up (rejects when Braintree's frames do not load). */
  ready: Promise<void>;
  /** Disables Pay while a payment is in flight; re-enabled only if every field is still valid. */
  setBusy(busy: boolean): void;
  /** The nonce, or null when the fields are not complete (the buyer is told, Pay stays usable). */
  tokenize(postalCode: string | null): Promise<string | null>;
  teardown(): void;
}

/**
 * The card form of the card-widget path: our labels and one container per field, in which braintree-web's
 * hosted fields put their frames (the card data never enters the widget's DOM). Pay is enabled only while
 * every field reports valid; a field left invalid is marked (border, `aria-invalid` and a message inside its
 * frame) and the alert below the fields says what is missing.
 */
export function cardFields(
  container: HTMLElement,
  client: BraintreeClient,
  t: Translate,
  onPay: () => void,
): CardFields {
  const uid = Math.random().toString(36).slice(2, 8);
  const boxes = new Map<HostedFieldKey, HTMLElement>();
  const rows = FIELDS.map(({ key, label }) => {
    const id = `tc-bt-${key}-${uid}`;
    const box = el("div", { className: "tc-input", part: "input", attrs: { id, "data-testid": `braintree-${key}` } });
    // Braintree's frame fills the box; the box draws the border, focus ring and invalid state.
    Object.assign(box.style, { height: "40px", padding: "0", boxSizing: "border-box" });
    boxes.set(key, box);
    // Braintree focuses the field when a label[for] of its container is clicked.
    return el("div", { className: "tc-field", part: "field" }, [
      el("label", { text: t(label), attrs: { for: id } }),
      box,
    ]);
  });
  const error = el("p", { className: "tc-field-error", attrs: { role: "alert" } });
  const pay = button(t("payment.pay_with_card"), onPay);
  pay.disabled = true;
  pay.setAttribute("data-testid", "braintree-pay");
  const root = el(
    "div",
    { className: "tc-payment-provider tc-braintree", attrs: { "data-testid": "braintree-card" } },
    [...rows, error, pay],
  );
  container.appendChild(root);
  // Inside a shadow root braintree-web slots each frame through a <div slot> it adds to the host element, and
  // its teardown removes the frames only. Taken now: by teardown the widget may have detached our root.
  const shadow = root.getRootNode();
  const host = shadow instanceof ShadowRoot ? shadow.host : null;

  let instance: HostedFields | null = null;
  let gone = false;
  let busy = false;
  const invalid = new Set<HostedFieldKey>();
  const allValid = () => FIELDS.every(({ key }) => instance?.getState().fields[key]?.isValid === true);
  const refresh = () => {
    pay.disabled = busy || !allValid();
  };
  const mark = (key: HostedFieldKey, bad: boolean) => {
    if (bad === invalid.has(key) || !instance) return;
    if (bad) invalid.add(key);
    else invalid.delete(key);
    boxes.get(key)!.style.borderColor = bad ? "var(--tc-danger-ink)" : "";
    void (
      bad
        ? instance.setAttribute({ field: key, attribute: "aria-invalid", value: true })
        : instance.removeAttribute({ field: key, attribute: "aria-invalid" })
    ).catch(() => {});
    instance.setMessage({ field: key, message: bad ? t("payment.card_incomplete") : "" });
    error.textContent = invalid.size ? t("payment.card_incomplete") : "";
  };
  const focusRing = (event: HostedFieldsEvent) => {
    const state = event.fields[event.emittedBy];
    boxes.get(event.emittedBy)!.style.outline = state?.isFocused ? "3px solid var(--tc-focus-ring)" : "";
    if (state && !state.isFocused && !state.isEmpty && !state.isValid) mark(event.emittedBy, true);
  };

  // Braintree styles the input inside its frame only from these rules: take the widget's own text style.
  const computed = getComputedStyle(root);
  const text = { color: computed.color, "font-family": computed.fontFamily, "font-size": computed.fontSize };
  const ready = hostedFields
    .create({
      client,
      styles: { input: Object.fromEntries(Object.entries(text).filter(([, value]) => value)) },
      fields: Object.fromEntries(
        FIELDS.map(({ key, label, placeholder }) => [
          key,
          { container: boxes.get(key)!, placeholder, internalLabel: t(label), iframeTitle: t(label) },
        ]),
      ),
    })
    .then((created) => {
      if (gone) return void created.teardown().catch(() => {});
      instance = created;
      for (const name of ["validityChange", "empty", "notEmpty", "cardTypeChange"] as const) created.on(name, refresh);
      created.on("validityChange", (event) => {
        const state = event.fields[event.emittedBy];
        if (state && (state.isValid || !state.isPotentiallyValid)) mark(event.emittedBy, !state.isValid);
      });
      created.on("focus", focusRing);
      created.on("blur", focusRing);
      created.on("inputSubmitRequest", () => {
        if (!pay.disabled) pay.click();
      });
      refresh();
    });

  return {
    root,
    ready,
    setBusy(value) {
      busy = value;
      refresh();
    },
    async tokenize(postalCode) {
      if (!instance) return null;
      try {
        const payload = await instance.tokenize(postalCode ? { billingAddress: { postalCode } } : {});
        return payload.nonce;
      } catch (err) {
        const failure = tokenizeFailure(err);
        if (failure) throw failure;
        for (const { key } of FIELDS) if (!instance.getState().fields[key]?.isValid) mark(key, true);
        error.textContent = t("payment.card_incomplete");
        return null;
      }
    },
    teardown() {
      gone = true;
      const slots = new Set([...root.querySelectorAll("slot")].map((slot) => slot.name));
      void instance?.teardown().catch(() => {});
      instance = null;
      for (const child of [...(host?.children ?? [])]) if (slots.has(child.getAttribute("slot") ?? "")) child.remove();
      root.remove();
    },
  };
}

import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BraintreeClient } from "braintree-web/client";
import type {
  HostedFieldKey,
  HostedFieldsEvent,
  HostedFieldsEventName,
  HostedFieldState,
} from "braintree-web/hosted-fields";

// A stand-in for braintree-web's hosted fields: records calls, lets the test emit the frames' events.
const fake = vi.hoisted(() => ({
  created: [] as ReturnType<typeof makeInstance>[],
  resolveCreate: null as null | (() => void),
  deferCreate: false,
}));

function makeInstance() {
  const handlers = new Map<HostedFieldsEventName, ((e: HostedFieldsEvent) => void)[]>();
  const fields: Partial<Record<HostedFieldKey, HostedFieldState>> = {};
  for (const key of ["number", "expirationDate", "cvv"] as const)
    fields[key] = { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false };
  return {
    fields,
    attributes: [] as string[],
    messages: [] as string[],
    tornDown: false,
    tokenizeResult: Promise.resolve({ nonce: "nonce-1" }) as Promise<{ nonce: string }>,
    on(name: HostedFieldsEventName, h: (e: HostedFieldsEvent) => void) {
      handlers.set(name, [...(handlers.get(name) ?? []), h]);
    },
    emit(name: HostedFieldsEventName, emittedBy: HostedFieldKey, state: Partial<HostedFieldState>) {
      Object.assign(fields[emittedBy]!, state);
      for (const h of handlers.get(name) ?? []) h({ emittedBy, fields });
    },
    getState() {
      return { fields };
    },
    tokenize() {
      return this.tokenizeResult;
    },
    async setAttribute(o: { field: string }) {
      this.attributes.push(`+${o.field}`);
    },
    async removeAttribute(o: { field: string }) {
      this.attributes.push(`-${o.field}`);
    },
    setMessage(o: { field: string; message: string }) {
      this.messages.push(`${o.field}:${o.message}`);
    },
    async teardown() {
      this.tornDown = true;
    },
  };
}

vi.mock("braintree-web/hosted-fields", () => ({
  default: {
    create: (options: { fields: Record<string, { container: HTMLElement }> }) => {
      const instance = makeInstance();
      fake.created.push(instance);
      // As braintree-web does inside a shadow root: a slot in the container, a slotted holder on the host.
      for (const [key, { container }] of Object.entries(options.fields)) {
        const root = container.getRootNode();
        if (!(root instanceof ShadowRoot)) continue;
        const slot = document.createElement("slot");
        slot.name = `shadow-slot-${key}`;
        container.appendChild(slot);
        const holder = document.createElement("div");
        holder.setAttribute("slot", slot.name);
        root.host.appendChild(holder);
      }
      if (!fake.deferCreate) return Promise.resolve(instance);
      return new Promise((resolve) => (fake.resolveCreate = () => resolve(instance)));
    },
  },
}));

const { cardFields } = await import("./card-fields.ts");
const t = (key: string) => key;
const client = {} as BraintreeClient;
const ALL = ["number", "expirationDate", "cvv"] as const;

function mountInShadow() {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const container = document.createElement("div");
  host.attachShadow({ mode: "open" }).appendChild(container);
  return { host, container };
}

describe("cardFields", () => {
  beforeEach(() => {
    fake.created.length = 0;
    fake.deferCreate = false;
    document.body.innerHTML = "";
  });

  it("labels each field's container and enables Pay only while every field is valid and no payment runs", async () => {
    const { container } = mountInShadow();
    const form = cardFields(container, client, t, () => {});
    await form.ready;
    const hf = fake.created[0]!;
    const pay = form.root.querySelector<HTMLButtonElement>('[data-testid="braintree-pay"]')!;
    const label = form.root.querySelector("label")!;
    expect(container.querySelector(`#${label.htmlFor}`)?.getAttribute("data-testid")).toBe("braintree-number");
    expect(pay.disabled).toBe(true);
    hf.emit("validityChange", "number", { isValid: true, isEmpty: false });
    hf.emit("validityChange", "expirationDate", { isValid: true, isEmpty: false });
    expect(pay.disabled).toBe(true);
    hf.emit("validityChange", "cvv", { isValid: true, isEmpty: false });
    expect(pay.disabled).toBe(false);
    form.setBusy(true);
    expect(pay.disabled).toBe(true);
    form.setBusy(false);
    hf.emit("validityChange", "cvv", { isValid: false, isPotentiallyValid: true });
    expect(pay.disabled).toBe(true);
  });

  it("marks a field left invalid (aria-invalid and message in its frame, alert below) and clears it once valid", async () => {
    const { container } = mountInShadow();
    const form = cardFields(container, client, t, () => {});
    await form.ready;
    const hf = fake.created[0]!;
    const alert = form.root.querySelector('[role="alert"]')!;
    hf.emit("focus", "cvv", { isFocused: true, isEmpty: false });
    expect(alert.textContent).toBe("");
    hf.emit("blur", "cvv", { isFocused: false });
    expect(alert.textContent).toBe("payment.card_incomplete");
    expect(hf.attributes).toEqual(["+cvv"]);
    expect(hf.messages).toEqual(["cvv:payment.card_incomplete"]);
    hf.emit("validityChange", "cvv", { isValid: true });
    expect(alert.textContent).toBe("");
    expect(hf.attributes).toEqual(["+cvv", "-cvv"]);
  });

  it("tokenize: the nonce; null with the alert for incomplete fields; a PaymentFailure for a gateway refusal", async () => {
    const { container } = mountInShadow();
    const form = cardFields(container, client, t, () => {});
    await form.ready;
    const hf = fake.created[0]!;
    expect(await form.tokenize("10115")).toBe("nonce-1");
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- Braintree rejects with plain objects
    hf.tokenizeResult = Promise.reject({ code: "HOSTED_FIELDS_FIELDS_INVALID" });
    expect(await form.tokenize(null)).toBeNull();
    expect(form.root.querySelector('[role="alert"]')!.textContent).toBe("payment.card_incomplete");
    expect(hf.attributes.sort()).toEqual(ALL.map((k) => `+${k}`).sort());
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- Braintree rejects with plain objects
    hf.tokenizeResult = Promise.reject({
      code: "HOSTED_FIELDS_FAILED_TOKENIZATION",
      details: { originalError: { error: { message: "Credit card is invalid" } } },
    });
    await expect(form.tokenize(null)).rejects.toMatchObject({
      key: "payment_failed",
      providerMessage: "Credit card is invalid",
    });
  });

  it("teardown removes the form and the slot holders braintree-web added to the host, nothing else, even once the widget detached the step", async () => {
    const { host, container } = mountInShadow();
    const other = document.createElement("span");
    other.setAttribute("slot", "loader-message");
    host.appendChild(other);
    const form = cardFields(container, client, t, () => {});
    await form.ready;
    expect(host.querySelectorAll("[slot^=shadow-slot-]")).toHaveLength(3);
    container.remove(); // React removes step 4's DOM before the effect cleanup tears the adapter down
    form.teardown();
    expect(fake.created[0]!.tornDown).toBe(true);
    expect(host.querySelectorAll("[slot^=shadow-slot-]")).toHaveLength(0);
    expect(host.contains(other)).toBe(true);
    expect(container.children).toHaveLength(0);
  });

  it("a teardown before the frames are ready tears down the instance once it arrives", async () => {
    fake.deferCreate = true;
    const { container } = mountInShadow();
    const form = cardFields(container, client, t, () => {});
    form.teardown();
    fake.resolveCreate!();
    await form.ready;
    expect(fake.created[0]!.tornDown).toBe(true);
  });
});

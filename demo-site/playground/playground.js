// The SDK playground: one card per module (demo-site/playground/cards/), each with the code its buttons run.
//
// How the code on screen stays the code that runs: a card's `setup` and each action's `run` are ordinary
// functions in the card's module, the buttons call them, and what the card shows is their own source text
// (Function.prototype.toString, which returns the function as written in the file this server sends). Nothing
// is evaluated from strings, so the page runs under `script-src 'self'`.
//
// A card's functions get one object: the card's field values by name, `client` (the Client card's instance),
// the card's own instance under its `instance` name (made by `setup` once per value of the fields marked
// `setup`), and `log(label, value)`, which adds a line to the card's results.
import clientCard from "./cards/client.js";
import vaultManagerCard from "./cards/vault-manager.js";
import preferredCard from "./cards/preferred-payment-methods.js";
import usBankAccountCard from "./cards/us-bank-account.js";
import unionPayCard from "./cards/union-pay.js";
import threeDSecureCard from "./cards/three-d-secure.js";
import payPalCard from "./cards/paypal.js";
import sepaCard from "./cards/sepa.js";
import venmoCard from "./cards/venmo.js";
import { showFakeProvider } from "./fake-providers.js";
import { highlight } from "./highlight.js";
import { jsonView } from "./json-view.js";

const CARDS = [
  clientCard,
  vaultManagerCard,
  preferredCard,
  usBankAccountCard,
  unionPayCard,
  threeDSecureCard,
  payPalCard,
  sepaCard,
  venmoCard,
];
const MAX_RESULTS = 6;
const $ = (id) => document.getElementById(id);

function el(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children);
  return node;
}

// ---- state -------------------------------------------------------------------------------------------------

let session;
/** Each card's instance: { key, promise, value } (the client's too, under "client"). */
const instances = new Map();
/** Bumped when the client is made again or torn down: every other instance belongs to one client. */
let clientGeneration = 0;

function noClient() {
  return Object.assign(new Error("Create the client first (the Client card)."), {
    name: "PlaygroundError",
    code: "NO_CLIENT",
  });
}

function currentClient() {
  const client = instances.get(clientCard.id)?.value;
  if (!client) throw noClient();
  return client;
}

async function readSession() {
  session ??= await (await fetch("/playground/session.json")).json();
  return session;
}

/** The card's field values by name, as its functions get them. */
async function values(card) {
  const form = {};
  for (const field of card.fields) {
    const input = $(`${card.id}-${field.name}`);
    const raw = field.type === "checkbox" ? input.checked : input.value;
    form[field.name] = field.resolve ? field.resolve(raw, await readSession()) : raw;
  }
  return form;
}

/** Drops an instance; one that was made is torn down (said in the page's intro to setup fields). */
function drop(cardId) {
  const held = instances.get(cardId);
  instances.delete(cardId);
  if (cardId !== clientCard.id) held?.value?.teardown?.().catch?.(() => undefined);
}

/**
 * The card's instance for these setup values: made by `card.setup` once, again when a setup field or the client
 * changed (or `fresh`). A failed setup is not kept, so the next press tries again.
 */
function instanceFor(card, form, fresh = false) {
  const setupValues = Object.fromEntries(card.fields.filter((f) => f.setup).map((f) => [f.name, form[f.name]]));
  const key = `${clientGeneration}:${JSON.stringify(setupValues)}`;
  const held = instances.get(card.id);
  if (held && held.key === key && !fresh) return held.promise;
  const isClient = card.id === clientCard.id;
  const client = isClient ? undefined : currentClient();
  drop(card.id);
  if (isClient) {
    // A new client: the components of the old one go with it.
    clientGeneration++;
    for (const id of [...instances.keys()]) drop(id);
  }
  const entry = { key: `${clientGeneration}:${JSON.stringify(setupValues)}` };
  entry.promise = Promise.resolve()
    .then(() =>
      card.setup({ ...form, client, log: (label, value) => addResult(card, { label, value, status: "event" }) }),
    )
    .then(
      (value) => {
        entry.value = value;
        return value;
      },
      (error) => {
        if (instances.get(card.id) === entry) instances.delete(card.id);
        throw error;
      },
    );
  instances.set(card.id, entry);
  return entry.promise;
}

/** Cards whose flows open popups get their instance early, so the click's own task reaches tokenize(). */
async function prepareEager(card) {
  if (!card.eager || !instances.get(clientCard.id)?.value) return;
  instanceFor(card, await values(card)).catch(() => undefined); // the error shows when the button is pressed
}

// ---- results -----------------------------------------------------------------------------------------------

/** A plain view of an error: what a merchant reads from a rejected SDK call. */
function describeError(error, depth = 0) {
  if (!error || typeof error !== "object") return error;
  const view = { name: error.name, code: error.code, type: error.type, message: error.message };
  const details = error.details;
  if (details !== undefined && depth < 2) {
    view.details =
      details && typeof details === "object"
        ? Object.fromEntries(
            Object.entries(details).map(([k, v]) => [
              k,
              v instanceof Error || v?.code ? describeError(v, depth + 1) : v,
            ]),
          )
        : details;
  }
  return view;
}

function addResult(card, { label, status, value, error, ms }) {
  const list = $(`${card.id}-results`);
  const head = el("div", { class: "entry-head" }, [
    el("span", {
      class: `badge ${status}`,
      text: { ok: "resolved", error: "rejected", event: "event", pending: "running" }[status],
    }),
    el("code", { text: status === "event" ? label : `${label}()` }),
    ...(ms === undefined ? [] : [el("span", { class: "muted", text: `${Math.round(ms)} ms` })]),
  ]);
  const item = el("li", { "data-status": status, "data-call": label }, [head]);
  if (error) item.append(jsonView(describeError(error), "code"));
  else if (status !== "pending") item.append(jsonView(value));
  list.prepend(item);
  while (list.children.length > MAX_RESULTS) list.lastElementChild.remove();
  return item;
}

// ---- running an action ---------------------------------------------------------------------------------------

async function runAction(card, action) {
  const label = action.run.name;
  const pending = addResult(card, { label, status: "pending" });
  const started = performance.now();
  let hideFake = () => {};
  let outcome;
  try {
    const form = await values(card);
    const context = { ...form, log: (l, value) => addResult(card, { label: l, value, status: "event" }) };
    if (action.tearsDown) {
      context.client = currentClient();
      context.components = [...instances.entries()]
        .filter(([id, held]) => id !== clientCard.id && held.value)
        .map(([, held]) => held.value);
    } else {
      if (card.id !== clientCard.id) context.client = currentClient();
      context[card.instance] = await instanceFor(card, form, action.freshSetup);
    }
    if (action.fake) hideFake = showFakeProvider(action.fake(form));
    const value = await action.run(context);
    outcome = { status: "ok", value };
    if (action.tearsDown) {
      clientGeneration++;
      for (const id of [...instances.keys()]) instances.delete(id);
    }
    action.then?.(value, cardApi(card));
    if (action.freshSetup) for (const other of CARDS) void prepareEager(other);
  } catch (error) {
    outcome = { status: "error", error };
  } finally {
    hideFake();
  }
  pending.remove();
  addResult(card, { label, ms: performance.now() - started, ...outcome });
}

/** What a card's `then` hook may change: its own fields. */
function cardApi(card) {
  return {
    setValue(name, value) {
      $(`${card.id}-${name}`).value = value;
    },
    setOptions(name, options) {
      $(`${card.id}-${name}`).replaceChildren(...options.map((o) => el("option", { value: o.value, text: o.label })));
    },
  };
}

// ---- rendering ---------------------------------------------------------------------------------------------

/** A function's source as the card shows it: its text from the file, indentation as written. */
function codeBlock(fn, caption) {
  const pre = el("pre", { class: "code", "data-testid": "code", tabindex: "0", "aria-label": `Code: ${caption}` }, [
    highlight(fn.toString()),
  ]);
  return pre;
}

function renderField(card, field) {
  const id = `${card.id}-${field.name}`;
  const testid = field.testid;
  if (field.type === "checkbox") {
    return el("label", { class: "pg-check" }, [
      el("input", { type: "checkbox", id, checked: field.checked, "data-testid": testid }),
      ` ${field.label}`,
    ]);
  }
  let control;
  if (field.options) {
    const options = field.options.map((o) => (typeof o === "string" ? { value: o, label: o } : o));
    control = el(
      "select",
      { id, "data-testid": testid },
      options.length
        ? options.map((o) => el("option", { value: o.value, text: o.label, selected: o.value === field.value }))
        : [el("option", { value: "", text: field.placeholder ?? "" })],
    );
  } else {
    control = el("input", {
      id,
      value: field.value ?? "",
      "data-testid": testid,
      autocomplete: "off",
      spellcheck: "false",
    });
  }
  const marker = field.setup
    ? [el("span", { class: "setup-mark", title: "Changing it makes a new instance", text: "setup" })]
    : [];
  return el("label", { class: field.wide ? "pg-field wide" : "pg-field" }, [
    el("span", { class: "field-label" }, [field.label, ...marker]),
    control,
  ]);
}

function renderCard(card) {
  const title = el("h2", { id: `${card.id}-title`, text: card.title });
  const reference = el("a", {
    href: `/docs/sdk/modules/sdk_${card.module}.html`,
    text: "Reference",
    "aria-label": `sdk/${card.module} reference`,
  });
  const header = el("header", { class: "pg-card-head" }, [
    title,
    el("code", { class: "module", text: `/sdk/${card.module}.js` }),
    reference,
  ]);
  const fields = card.fields.length
    ? [
        el(
          "div",
          { class: "pg-fields" },
          card.fields.map((f) => renderField(card, f)),
        ),
      ]
    : [];
  const setupRow = el("div", { class: "step" }, [
    el("div", { class: "step-side" }, [
      el("p", {
        class: "step-note",
        text: "Runs before the first call, and again when a setup field or the client changes.",
      }),
    ]),
    codeBlock(card.setup, `${card.setup.name}, the setup`),
  ]);
  const actionRows = card.actions.map((action) => {
    const button = el("button", {
      type: "button",
      class: action === card.actions[0] ? "pg-button" : "pg-button secondary",
      "data-testid": action.testid,
      text: action.label,
    });
    button.addEventListener("click", () => runAction(card, action));
    return el("div", { class: "step" }, [
      el("div", { class: "step-side" }, [button]),
      codeBlock(action.run, `${action.run.name}, run by ${action.label}`),
    ]);
  });
  const slot = card.slot
    ? [
        el("div", {
          id: card.slot.id,
          class: "pg-slot",
          "data-testid": card.slot.testid,
          role: "region",
          "aria-label": card.slot.label,
        }),
      ]
    : [];
  const results = el("section", { class: "pg-results", "aria-labelledby": `${card.id}-results-title` }, [
    el("h3", { id: `${card.id}-results-title`, text: "Results" }),
    el("ol", { id: `${card.id}-results`, "data-testid": "results", "aria-live": "polite" }),
  ]);
  const section = el(
    "section",
    { class: "pg-card", id: `card-${card.id}`, "data-testid": `card-${card.id}`, "aria-labelledby": title.id },
    [
      header,
      el("p", { class: "muted", text: card.intro }),
      ...fields,
      el("div", { class: "steps" }, [setupRow, ...actionRows]),
      ...slot,
      results,
    ],
  );
  return section;
}

const cardsHost = $("cards");
for (const card of CARDS) {
  cardsHost.append(renderCard(card));
  for (const field of card.fields.filter((f) => f.setup))
    $(`${card.id}-${field.name}`).addEventListener("change", () => prepareEager(card));
  $("toc").append(el("li", {}, [el("a", { href: `#card-${card.id}`, text: card.title })]));
}

// The gateway's controls sit right after the Client card: the first thing to set up, the second to play with.
$(`card-${clientCard.id}`).after($("gateway-panel"));

$("apply-mode").addEventListener("click", async () => {
  const endpoint = $("fail-endpoint").value;
  const failure = endpoint ? JSON.parse($("fail-kind").value) : null;
  const response = await fetch("/playground/gateway-mode", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(endpoint ? { endpoint, failure } : {}),
  });
  const { failures } = await response.json();
  const [name] = Object.keys(failures);
  $("gateway-status").textContent = name
    ? `The next calls to ${name} fail: ${$("fail-kind").selectedOptions[0].textContent}.`
    : "Every endpoint answers normally.";
});

// The playground is written the way a merchant integrates the SDK: each module is imported from the SDK's
// origin as an ES module, created from a client, and every call's result or error is shown as the merchant
// would see it (errors by their code, type and message).
const $ = (id) => document.getElementById(id);
const modules = {};
let session;
let client;
const instances = {};

/** Imports /sdk/<name>.js once; a missing or broken module shows up as an error in the log. */
async function load(name) {
  modules[name] ??= import(`/sdk/${name}.js`);
  return modules[name];
}

function show(label, outcome) {
  const li = document.createElement("li");
  const title = document.createElement("strong");
  title.textContent = label;
  title.className = outcome.error ? "error" : "ok";
  const pre = document.createElement("pre");
  pre.textContent = outcome.error ? JSON.stringify(outcome.error, null, 2) : JSON.stringify(outcome.value === undefined ? "(resolved, no value)" : outcome.value, null, 2);
  li.dataset.status = outcome.error ? "error" : "ok";
  li.append(title, pre);
  $("log").prepend(li);
}

function describeError(e) {
  return { name: e?.name, code: e?.code, type: e?.type, message: e?.message, httpStatus: e?.details?.httpStatus };
}

/** Runs one SDK call and logs it; returns the value (or undefined after an error). */
async function call(label, fn) {
  try {
    const value = await fn();
    show(label, { value });
    return value;
  } catch (e) {
    show(label, { error: describeError(e) });
    return undefined;
  }
}

async function requireClient() {
  if (client) return client;
  throw Object.assign(new Error("Create the client first (section 1)."), { name: "PlaygroundError", code: "NO_CLIENT" });
}

async function instance(name, moduleName) {
  if (!instances[name]) {
    const mod = await load(moduleName);
    instances[name] = await mod.create({ client: await requireClient() });
  }
  return instances[name];
}

$("create-client").addEventListener("click", () =>
  call("client.create()", async () => {
    session ??= await (await fetch("/playground/session.json")).json();
    const { create } = await load("client");
    for (const key of Object.keys(instances)) delete instances[key];
    client = await create({ authorization: session[$("authorization").value] });
    const configuration = client.getConfiguration();
    return { version: client.getVersion(), authorizationType: configuration.authorizationType, merchantId: configuration.gatewayConfiguration.merchantId, environment: configuration.gatewayConfiguration.environment };
  }),
);

$("teardown").addEventListener("click", () =>
  call("teardown()", async () => {
    for (const [name, inst] of Object.entries(instances)) if (typeof inst.teardown === "function") await inst.teardown();
    for (const key of Object.keys(instances)) delete instances[key];
    if (client) await client.teardown();
    client = undefined;
    return "client and components torn down";
  }),
);

$("apply-mode").addEventListener("click", () =>
  call("gateway behaviour", async () => {
    const endpoint = $("fail-endpoint").value;
    const response = await fetch("/playground/gateway-mode", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(endpoint ? { endpoint, failure: JSON.parse($("fail-kind").value) } : {}),
    });
    return response.json();
  }),
);

function renderMethods(methods) {
  const list = $("methods");
  list.replaceChildren();
  for (const method of methods) {
    const li = document.createElement("li");
    li.textContent = `${method.type} ${method.description ?? method.details?.email ?? ""} ${method.default ? "(default)" : ""} `;
    const del = document.createElement("button");
    del.textContent = "Delete";
    del.dataset.testid = "delete-method";
    del.addEventListener("click", () => call(`vaultManager.deletePaymentMethod("${method.nonce}")`, async () => (await instance("vault", "vault-manager")).deletePaymentMethod(method.nonce)));
    li.append(del);
    list.append(li);
  }
}

$("fetch-methods").addEventListener("click", async () => {
  const methods = await call("vaultManager.fetchPaymentMethods()", async () => (await instance("vault", "vault-manager")).fetchPaymentMethods({ defaultFirst: $("default-first").checked }));
  if (methods) renderMethods(methods);
});

$("fetch-preferred").addEventListener("click", () =>
  call("preferredPaymentMethods.fetchPreferredPaymentMethods()", async () => (await instance("preferred", "preferred-payment-methods")).fetchPreferredPaymentMethods()),
);

$("usb-tokenize").addEventListener("click", () =>
  call("usBankAccount.tokenize({bankDetails})", async () =>
    (await instance("usBank", "us-bank-account")).tokenize({
      mandateText: $("mandate").value,
      bankDetails: {
        routingNumber: $("routing").value,
        accountNumber: $("account").value,
        accountType: $("account-type").value,
        ownershipType: "personal",
        firstName: $("first-name").value,
        lastName: $("last-name").value,
        billingAddress: { streetAddress: "123 Main St", locality: "Chicago", region: "IL", postalCode: "60606" },
      },
    }),
  ),
);

let enrollment;
const card = () => ({ number: $("up-number").value.replace(/\s/g, ""), expirationDate: $("up-expiry").value, cvv: $("up-cvv").value });

$("up-capabilities").addEventListener("click", () =>
  call("unionpay.fetchCapabilities({card})", async () => (await instance("unionpay", "union-pay")).fetchCapabilities({ card: { number: card().number } })),
);
$("up-enroll").addEventListener("click", async () => {
  const result = await call("unionpay.enroll({card, mobile})", async () =>
    (await instance("unionpay", "union-pay")).enroll({ card: card(), mobile: { countryCode: $("up-country").value, number: $("up-mobile").value } }),
  );
  if (result) enrollment = result;
});
$("up-tokenize").addEventListener("click", () =>
  call("unionpay.tokenize({card, enrollmentId, smsCode})", async () =>
    (await instance("unionpay", "union-pay")).tokenize({ card: card(), enrollmentId: enrollment?.enrollmentId, smsCode: $("up-sms").value }),
  ),
);

async function threeDSecure() {
  const version = $("tds-version").value;
  const key = `tds:${version}:${$("tds-exit").checked}`;
  if (!instances[key]) {
    const { create } = await load("three-d-secure");
    const tds = await create({ client: await requireClient(), version, timeout: 10_000, cardinalSDKConfig: { payment: { displayExitButton: $("tds-exit").checked } } });
    tds.on("customer-canceled", () => show("event customer-canceled", { value: "the customer canceled inside the frame" }));
    tds.on("authentication-iframe-available", ({ element }, next) => {
      $("tds-inline").replaceChildren(element);
      next();
    });
    instances[key] = tds;
  }
  return instances[key];
}
$("tds-verify").addEventListener("click", () =>
  call("threeDSecure.verifyCard({nonce, bin, amount, onLookupComplete})", async () =>
    (await threeDSecure()).verifyCard({
      nonce: $("tds-nonce").value,
      bin: "411111",
      amount: $("tds-amount").value,
      onLookupComplete: (data, next) => {
        show("onLookupComplete", { value: { requiresUserAuthentication: data.requiresUserAuthentication } });
        next();
      },
    }),
  ),
);
$("tds-cancel").addEventListener("click", () => call("threeDSecure.cancelVerifyCard()", async () => (await threeDSecure()).cancelVerifyCard()));
// Popup flows: tokenize must run in the click's task (browsers allow a popup only there), so an instance created
// earlier is used synchronously; the first click creates it (Chromium keeps the click's activation a few seconds).
const ready = async (name, moduleName) => instances[name] ?? instance(name, moduleName);

$("pp-tokenize").addEventListener("click", () => {
  const flow = $("pp-flow").value;
  const options = flow === "checkout" ? { flow, amount: $("pp-amount").value, currency: $("pp-currency").value } : { flow, billingAgreementDescription: "Playground agreement" };
  call(`paypal.tokenize(${JSON.stringify(options)})`, async () => (instances.paypal ?? (await ready("paypal", "paypal"))).tokenize(options));
});
$("pp-focus").addEventListener("click", () => instances.paypal?.focusWindow());
$("pp-close").addEventListener("click", () => instances.paypal?.closeWindow());

$("sepa-tokenize").addEventListener("click", () => {
  const options = {
    accountHolderName: $("sepa-holder").value,
    iban: $("sepa-iban").value.replace(/\s/g, ""),
    mandateType: $("sepa-mandate").value.split(" ")[0],
    customerId: $("sepa-customer").value,
    countryCode: $("sepa-country").value,
    merchantAccountId: $("sepa-account").value,
  };
  call("sepa.tokenize({…})", async () => (instances.sepa ?? (await ready("sepa", "sepa"))).tokenize(options));
});

async function venmo() {
  const options = { allowDesktop: true, paymentMethodUsage: $("venmo-usage").value || undefined, profileId: $("venmo-profile").value || undefined };
  const key = `venmo:${JSON.stringify(options)}`;
  if (!instances[key]) {
    const { create } = await load("venmo");
    instances[key] = await create({ client: await requireClient(), ...options });
  }
  return instances[key];
}
$("venmo-tokenize").addEventListener("click", () => call("venmo.tokenize()", async () => (await venmo()).tokenize()));
$("venmo-cancel").addEventListener("click", () => call("venmo.cancelTokenization()", async () => (await venmo()).cancelTokenization()));
// The fake Venmo app: sets the status of the payment context shown last, as scanning and deciding on a phone would.
for (const id of ["venmo-scan", "venmo-approve", "venmo-decline", "venmo-fail"]) {
  $(id).addEventListener("click", () =>
    call(`phone: ${$(id).dataset.status}`, async () => (await fetch(`/gateway/fake-venmo/decide?id=latest&status=${$(id).dataset.status}`)).json()),
  );
}

$("clear-log").addEventListener("click", () => $("log").replaceChildren());

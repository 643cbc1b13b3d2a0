// In-page side of the parity harness: holds both SDKs, runs one scenario function against one of them and
// turns whatever it produced (value, rejection, synchronous throw) into plain comparable JSON.
(() => {
  const OUR_MODULES = {
    client: "client",
    vaultManager: "vault-manager",
    preferredPaymentMethods: "preferred-payment-methods",
    usBankAccount: "us-bank-account",
    unionpay: "union-pay",
    threeDSecure: "three-d-secure",
    paypal: "paypal",
    sepa: "sepa",
    venmo: "venmo",
  };

  function describe(e) {
    if (e === null || typeof e !== "object") return { thrown: String(e) };
    const details = e.details && typeof e.details === "object" ? e.details : undefined;
    return {
      name: e.name,
      code: e.code,
      type: e.type,
      message: e.message,
      httpStatus: details ? details.httpStatus : undefined,
      originalError: details && details.originalError !== undefined ? normalize(details.originalError, 6) : undefined,
      isError: e instanceof Error,
    };
  }

  // Undocumented internals braintree-web happens to leave on a prototype (PreferredPaymentMethods#initialize is
  // its two-step constructor); they are not part of the public API a merchant may call.
  const UNDOCUMENTED = new Set(["initialize"]);

  function publicMethods(value) {
    const names = new Set();
    for (let o = value; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
      for (const name of Object.getOwnPropertyNames(o)) {
        if (name === "constructor" || name.startsWith("_") || UNDOCUMENTED.has(name)) continue;
        const d = Object.getOwnPropertyDescriptor(o, name);
        if (d && typeof d.value === "function") names.add(name);
      }
    }
    return [...names].sort();
  }

  function normalize(value, depth = 0) {
    if (depth > 12) return "[deep]";
    if (typeof value === "function") return "[function]";
    if (value === undefined) return "[undefined]";
    if (value === null || typeof value !== "object") return value;
    if (value instanceof Error) return { error: describe(value) };
    if (Array.isArray(value)) return value.map((v) => normalize(v, depth + 1));
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return { instanceMethods: publicMethods(value) };
    const out = {};
    for (const key of Object.keys(value).sort()) {
      if (value[key] === undefined) continue; // as JSON would: absent and undefined read the same to callers
      if (/sessionid/i.test(key)) out[key] = "<sessionId>";
      else if (key === "timestamp") out[key] = "<timestamp>";
      else out[key] = normalize(value[key], depth + 1);
    }
    return out;
  }

  // Requests of either SDK (braintree-web: XMLHttpRequest, ours: fetch) by URL, so a scenario can wait until the
  // gateway has answered instead of sleeping a fixed time.
  const traffic = { inflight: new Map(), settled: new Map(), lastSettle: 0 };
  const began = (url) => traffic.inflight.set(url, (traffic.inflight.get(url) || 0) + 1);
  const ended = (url) => {
    traffic.inflight.set(url, traffic.inflight.get(url) - 1);
    traffic.settled.set(url, (traffic.settled.get(url) || 0) + 1);
    traffic.lastSettle = performance.now();
  };
  const xhrOpen = XMLHttpRequest.prototype.open;
  const xhrSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__parityUrl = String(url);
    return xhrOpen.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...args) {
    const url = this.__parityUrl || "";
    began(url);
    this.addEventListener("loadend", () => ended(url), { once: true });
    return xhrSend.apply(this, args);
  };
  const realFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    began(url);
    const done = () => ended(url);
    const answer = realFetch.call(this, input, init);
    answer.then(done, done);
    return answer;
  };
  // Fake provider pages (tests/fixtures/gateway/module-endpoints.ts approvalPage) say when they show in a popup.
  let providerPagesShown = 0;
  addEventListener("message", (event) => {
    if (event.data && event.data.fakeProviderPage === "shown") providerPagesShown++;
  });
  const count = (map, part) => [...map].reduce((n, [url, k]) => (url.includes(part) ? n + k : n), 0);

  const h = {
    describe,
    normalize,
    /**
     * Resolves once a request whose URL contains `part` has been answered (or failed), none is still out, and
     * `quietMs` have passed since the last answer (the SDK's own handling and any retry); at most `maxMs`.
     */
    async answered(part, quietMs = 150, maxMs = 8000) {
      const start = performance.now();
      for (;;) {
        const idle =
          count(traffic.settled, part) > 0 &&
          count(traffic.inflight, part) === 0 &&
          performance.now() - traffic.lastSettle >= quietMs;
        if (idle || performance.now() - start > maxMs) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    /** How many fake provider pages have shown in popups so far (see providerPageShown). */
    providerPagesShown: () => providerPagesShown,
    /**
     * Resolves once more than `seen` fake provider pages have shown, or `settled` (the flow's own result) has
     * settled first (a flow that failed before any page), or `maxMs` have passed.
     */
    async providerPageShown(seen, settled, maxMs = 8000) {
      let done = false;
      void Promise.resolve(settled).then(() => (done = true));
      const start = performance.now();
      while (!done && providerPagesShown <= seen && performance.now() - start < maxMs)
        await new Promise((r) => setTimeout(r, 25));
    },
    /** Resolves to {ok: value} or {error: description}; never rejects. */
    async settle(promise) {
      try {
        return { ok: normalize(await promise) };
      } catch (e) {
        return { error: describe(e) };
      }
    },
    /** Calls fn synchronously: {threw} or {returned: "promise"|typeof}. A returned promise is settled too. */
    async sync(fn) {
      let ret;
      try {
        ret = fn();
      } catch (e) {
        return { threw: describe(e) };
      }
      if (ret && typeof ret.then === "function") return { returned: "promise", settled: await h.settle(ret) };
      return { returned: typeof ret };
    },
    /** Calls fn(callback) and waits for the callback: what fn returned, the (err, data) pair, and whether it was async. */
    callback(fn) {
      return new Promise((resolve) => {
        let sync = true;
        const timer = setTimeout(() => resolve({ callbackCalled: false }), 4000);
        let ret;
        try {
          ret = fn((...args) => {
            clearTimeout(timer);
            const [err, data] = args;
            resolve({
              returned: ret === undefined ? "undefined" : typeof ret,
              calledSynchronously: sync,
              err: err ? describe(err) : err === undefined ? "[undefined]" : err,
              data: normalize(data),
              extraArgs: normalize(args.slice(2)),
            });
          });
        } catch (e) {
          clearTimeout(timer);
          resolve({ threw: describe(e) });
        }
        sync = false;
      });
    },
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  };

  window.__parity = {
    impls: { braintree: window.braintree, ours: {} },
    missing: [],
    async loadOurs() {
      for (const [key, file] of Object.entries(OUR_MODULES)) {
        try {
          this.impls.ours[key] = await import("/ours/" + file + ".js");
        } catch (e) {
          this.missing.push(file);
        }
      }
      return this.missing;
    },
    async run(impl, src, ctx) {
      traffic.inflight.clear();
      traffic.settled.clear();
      delete window.Plaid;
      document.querySelectorAll('script[src*="plaid.com"]').forEach((s) => s.remove());
      window.__plaidCreated = [];
      window.__plaidMode = ctx.plaidMode;
      const unhandled = [];
      const onUnhandled = (event) => unhandled.push(describe(event.reason));
      window.addEventListener("unhandledrejection", onUnhandled);
      const sdk = this.impls[impl];
      const fn = (0, eval)("(" + src + ")");
      let timer;
      const limit = new Promise((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              error: { name: "HarnessTimeout", message: "scenario did not settle within " + ctx.limitMs + " ms" },
            }),
          ctx.limitMs,
        );
      });
      const outcome = (async () => {
        try {
          return { ok: normalize(await fn(sdk, { ...ctx, h })) };
        } catch (e) {
          return { error: describe(e) };
        }
      })();
      const result = await Promise.race([outcome, limit]);
      clearTimeout(timer);
      await h.sleep(10); // unhandledrejection is dispatched after the microtask queue drains
      window.removeEventListener("unhandledrejection", onUnhandled);
      return { ...result, plaid: normalize(window.__plaidCreated), ...(unhandled.length ? { unhandled } : {}) };
    },
  };
})();

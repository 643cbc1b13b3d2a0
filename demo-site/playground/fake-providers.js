// The customer's side of the Venmo flows, which really happens on a phone or on Venmo's site. These panels are
// shown only while such a flow runs, in the top layer (popover), so they stay above the SDK's overlays. PayPal's,
// SEPA's and the 3-D Secure issuer's fake pages need nothing here: they are pages of the local gateway, opened by
// the flow itself in its popup or challenge frame.

const $ = (id) => document.getElementById(id);

/** Sets the status of the payment context made last on the local gateway, as the Venmo app would. */
async function decide(status) {
  const response = await fetch(`/gateway/fake-venmo/decide?id=latest&status=${status}`);
  const answer = await response.json();
  return `${answer.id}: ${answer.status ?? "not found"}`;
}

// Venmo's site would send the web-login popup to our return page (the x-success or x-cancel address it was given)
// when the customer decides. Offline the popup cannot reach Venmo, so the stand-in below does that step, and for
// that it needs the popup: the SDK opens it as `venmoDesktopWebLogin_<channel>`, and this wrapper keeps the window
// window.open returns (the same window, passed through unchanged) with the channel in its name.
let webLogin;
const open = window.open;
window.open = function (url, name, features) {
  const opened = open.call(window, url, name, features);
  const channel = /^venmoDesktopWebLogin_([0-9a-f]{32})$/.exec(String(name ?? ""))?.[1];
  if (opened && channel) webLogin = { popup: opened, channel };
  return opened;
};

function returnToMerchant(hash) {
  if (!webLogin || webLogin.popup.closed) throw new Error("The Venmo popup is not open.");
  webLogin.popup.location.href = `${location.origin}/web/3.109.0/html/redirect-frame.html?channel=${webLogin.channel}#${hash}`;
}

const PANELS = {
  "venmo-phone": {
    id: "fake-venmo-phone",
    buttons: {
      "venmo-scan": "SCANNED",
      "venmo-approve": "APPROVED",
      "venmo-decline": "CANCELED",
      "venmo-fail": "FAILED",
    },
    press: (status) => decide(status),
  },
  "venmo-web-login": {
    id: "fake-venmo-web-login",
    buttons: { "venmo-web-approve": "APPROVED", "venmo-web-cancel": "CANCELED" },
    press: async (status) => {
      const said = await decide(status);
      returnToMerchant(status === "APPROVED" ? "venmoSuccess=1" : "venmoCancel=1");
      return said;
    },
  },
};

for (const panel of Object.values(PANELS)) {
  for (const [testid, status] of Object.entries(panel.buttons)) {
    document.querySelector(`#${panel.id} [data-testid="${testid}"]`).addEventListener("click", async () => {
      const line = $(panel.id).querySelector(".fake-status");
      try {
        line.textContent = `Payment context ${await panel.press(status)}`;
      } catch (error) {
        line.textContent = String(error?.message ?? error);
      }
    });
  }
}

/** Shows the fake provider `name` until the returned function is called. */
export function showFakeProvider(name) {
  const panel = PANELS[name];
  if (!panel) return () => {};
  if (name === "venmo-web-login") webLogin = undefined;
  const element = $(panel.id);
  element.querySelector(".fake-status").textContent = "";
  element.showPopover();
  return () => element.hidePopover();
}

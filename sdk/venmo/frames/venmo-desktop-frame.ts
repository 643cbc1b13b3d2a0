// The QR overlay page (served on the assets origin, loaded in a full-screen iframe by sdk/venmo/desktop-qr.ts).
// The SDK tells it what to show; it tells the SDK "ready", "cancel" (close button or Escape) and "new-qr".
// Messages are believed only from the parent window on the channel in this page's fragment.
import QRCode from "qrcode";

const channel = location.hash.slice(1);
const states = ["generating", "scan", "authorizing", "authorized", "error"];
const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** Posts to the SDK on the merchant page (whose origin this page cannot know; the SDK checks ours). */
const tell = (kind: string) => window.parent.postMessage({ channel, kind, params: {} }, "*");

function show(state: string): void {
  for (const s of states) byId(s).hidden = s !== state;
  const focusable = state === "error" ? byId("new-qr") : byId("close");
  focusable.focus();
}

/** Draws the QR code of `text` as SVG squares (no image, so no img-src needed). */
function drawQr(text: string): void {
  const svg = byId("qr");
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const margin = 2;
  svg.setAttribute("viewBox", `0 0 ${size + 2 * margin} ${size + 2 * margin}`);
  let path = "";
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (data[row * size + col]) path += `M${col + margin} ${row + margin}h1v1h-1z`;
  svg.replaceChildren();
  const ns = "http://www.w3.org/2000/svg";
  const background = document.createElementNS(ns, "rect");
  background.setAttribute("width", "100%");
  background.setAttribute("height", "100%");
  background.setAttribute("fill", "#fff");
  const modules = document.createElementNS(ns, "path");
  modules.setAttribute("d", path);
  modules.setAttribute("fill", "#000");
  svg.append(background, modules);
}

window.addEventListener("message", (event) => {
  if (event.source !== window.parent) return;
  const data = event.data as { channel?: string; kind?: string; params?: Record<string, string> } | null;
  if (!data || data.channel !== channel) return;
  const params = data.params ?? {};
  if (data.kind === "generating") show("generating");
  else if (data.kind === "qr") {
    // What the Venmo app scans: the payment context and the merchant profile it belongs to.
    drawQr(
      `https://venmo.com/code?payment_context_id=${encodeURIComponent(params.id ?? "")}&merchant_id=${encodeURIComponent(params.merchantId ?? "")}`,
    );
    byId("qr").dataset.context = params.id ?? "";
    show("scan");
  } else if (data.kind === "authorizing") show("authorizing");
  else if (data.kind === "authorized") show("authorized");
  else if (data.kind === "error") {
    byId("error-message").textContent = params.message ?? "";
    show("error");
  }
});

byId("close").addEventListener("click", () => tell("cancel"));
byId("new-qr").addEventListener("click", () => tell("new-qr"));
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") tell("cancel");
});
if (channel && window.parent !== window) tell("ready");
byId("close").focus();

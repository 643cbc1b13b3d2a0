import type { VenmoBrowserSupportOptions } from "./types.ts";

// User-agent tests with the same outcomes as braintree-web's browser detection, for the few browsers that matter.
const ua = () => window.navigator.userAgent;
const isAndroid = () => /Android/i.test(ua());
/** iPhone/iPod/iPad, or iPadOS (a Mac user agent on a touch device). */
export const isIos = () =>
  /iPhone|iPod|iPad/i.test(ua()) || (/Mac|iPad/i.test(ua()) && "ontouchend" in window.document);
const isSamsung = () => /SamsungBrowser/i.test(ua());
const isChrome = () =>
  /Chrome|CriOS/.test(ua()) && !/Edge?\/|SamsungBrowser|DuckDuckGo\/|OPR\/|Opera\/|OPT\/|Silk\//.test(ua());
const isIosSafari = () => isIos() && /webkit/i.test(ua()) && !/CriOS|FxiOS|FBAN/i.test(ua());
const isIosWebview = () => isIos() && (/\bGSA\b/.test(ua()) || /.+AppleWebKit(?!.*Safari)/i.test(ua()));
const isAndroidWebview = () => isAndroid() && ua().toLowerCase().includes("wv");
const isFacebookOnAndroid = () => {
  const agent = ua().toLowerCase();
  return (
    (agent.includes("huawei") && agent.includes("fban")) ||
    (isAndroid() && (agent.includes("fb_iab") || agent.includes("instagram")))
  );
};

/** Neither iOS nor Android. */
export const isDesktop = () => !isIos() && !isAndroid();

/** True inside a frame (the Venmo app cannot return there by itself). */
export function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** iOS browsers where window.open cannot reach the app (webviews, anything but Safari). */
export const cannotOpenWindowOnIos = () => isIos() && (isIosWebview() || !isIosSafari());

/**
 * Whether this browser can run the Venmo flow with these options (braintree-web's rules): desktop only with
 * allowDesktop or allowDesktopWebLogin; never Samsung Internet or Facebook/Instagram on Android, nor iOS Chrome
 * unless new tabs are allowed outside a frame; webviews only if allowed; without new tabs only iOS Safari and
 * Android Chrome.
 */
export function isBrowserSupported(options: VenmoBrowserSupportOptions = {}): boolean {
  const allowNewTab = Object.hasOwn(options, "allowNewBrowserTab") ? options.allowNewBrowserTab : true;
  const allowWebviews = Object.hasOwn(options, "allowWebviews") ? options.allowWebviews : true;
  const allowIosChrome = allowNewTab && !inIframe();
  if ((!allowIosChrome && isIos() && isChrome()) || isFacebookOnAndroid() || isSamsung()) return false;
  if (!allowWebviews && (isAndroidWebview() || isIosWebview())) return false;
  if (isDesktop()) return (options.allowDesktopWebLogin || options.allowDesktop) === true;
  if (!allowNewTab) return isIosSafari() || (isAndroid() && isChrome());
  return true;
}

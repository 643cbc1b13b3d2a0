// The script of the checkout frame page (/embed/events/:id, demo-site/server/embed/embed-page.ts): paints the
// server's step-1 markup that the page carries as JSON (as the loader does on a host page), installs the
// frame side of the bridge and imports the widget entry, whose hashed name is baked in at build time.
import { paint, type FirstPaint } from "../../loader/paint.ts";
import { installFrameBridge } from "./frame-bridge.ts";

declare const __WIDGET_ENTRY__: string;

/** The page's `<script type="application/json" id="tc-frame-data">` (data, never run: fine under the CSP). */
interface FrameData {
  paint: FirstPaint | null;
  /** The organizer's allowed embedding origins for this event, or null when the server knows none. */
  allowedOrigins: string[] | null;
}

function readData(): FrameData {
  try {
    return JSON.parse(document.getElementById("tc-frame-data")?.textContent ?? "") as FrameData;
  } catch {
    return { paint: null, allowedOrigins: null };
  }
}

function start(): void {
  const el = document.querySelector<HTMLElement>("ticket-checkout");
  const data = readData();
  if (el && data.paint) {
    try {
      paint(el, data.paint);
    } catch {
      // no constructable stylesheets: the widget renders on the client
    }
  }
  installFrameBridge(el, data.allowedOrigins);
  void import(/* webpackIgnore: true */ new URL(__WIDGET_ENTRY__, import.meta.url).href);
}

if (typeof document !== "undefined") start();

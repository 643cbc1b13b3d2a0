// The checkout as buyers will see it: this server's loader and a <ticket-checkout> element, as in the snippet.
// The loader is added once per page (a script from this server, which the app's CSP allows); a later element is
// taken over by the element class the loader's widget has defined by then.
import { useEffect } from "react";

const LOADER = "/loader.js";

export function CheckoutPreview({ eventId }: { eventId: number }) {
  useEffect(() => {
    if (document.querySelector(`script[src="${LOADER}"]`)) return;
    const script = document.createElement("script");
    script.src = LOADER;
    script.async = true;
    document.head.append(script);
  }, []);
  return (
    <div className="preview">
      <ticket-checkout event={String(eventId)} />
    </div>
  );
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are extended through this namespace
  namespace JSX {
    interface IntrinsicElements {
      "ticket-checkout": { event: string; lang?: string };
    }
  }
}

import r2wc from "@r2wc/react-to-web-component";
import { createElement } from "react";
import { WidgetRoot, type WidgetProps } from "./ui/WidgetRoot.tsx";

export const ELEMENT_NAME = "ticket-checkout";

type AttributeProps = Omit<WidgetProps, "apiOrigin">;
const attributeProps: (keyof AttributeProps)[] = ["event", "lang", "currency", "country", "voucher", "guestListToken"];

// r2wc keeps its props under this registered symbol and re-renders through the other.
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");
const camel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The <ticket-checkout> class: the React root in an OPEN shadow root, one React tree (and one jotai store)
 * per element. `apiOrigin` is where the loader and the widget chunks were served from.
 */
export function createTicketCheckoutElement(apiOrigin: string): CustomElementConstructor {
  const Bound = (props: AttributeProps) => createElement(WidgetRoot, { ...props, apiOrigin });
  const Base = r2wc(Bound, { shadow: "open", props: attributeProps });
  // r2wc ignores an attribute that is removed or emptied; a removed `event` must show its error, not the old event.
  return class TicketCheckoutElement extends Base {
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (value) {
        (Base.prototype as unknown as { attributeChangedCallback(...a: unknown[]): void }).attributeChangedCallback.call(this, name, oldValue, value);
        return;
      }
      const self = this as unknown as Record<symbol, unknown>;
      (self[PROPS] as Record<string, unknown>)[camel(name)] = undefined;
      (self[RENDER] as () => void).call(this);
    }
  };
}

// <ticket-checkout>, made by @r2wc/react-to-web-component so each documented attribute is a typed property and
// a change re-renders; what r2wc lacks (iframe mode, clearing a removed attribute, unmounting our own root) is here.
import r2wc from "@r2wc/react-to-web-component";
import { createElement } from "react";
import { CheckoutHost, type CheckoutHostProps } from "./ui/CheckoutHost.tsx";
import { finishUnmount } from "./ui/shadow-mount.ts";

export const ELEMENT_NAME = "ticket-checkout";

/**
 * Every documented attribute of <ticket-checkout>, as react-to-web-component's typed props: `guest-list-token` is
 * the `guestListToken` property, and so on. All are strings (an event id, codes, a language tag, an enum); none is a
 * flag or a structure.
 */
const PROPS = {
  event: "string",
  lang: "string",
  currency: "string",
  country: "string",
  voucher: "string",
  guestListToken: "string",
  analytics: "string",
  mode: "string",
  frameTitle: "string",
} as const;

type HostAttributes = Omit<CheckoutHostProps, "container" | "apiOrigin">;

/** react-to-web-component's element class, with the custom element callbacks it implements typed. */
type R2wcElement = HTMLElement &
  HostAttributes & {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  };

const camel = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof HostAttributes;

/**
 * The <ticket-checkout> class, made by react-to-web-component: attributes become typed props (and properties),
 * attribute and property changes re-render, disconnecting unmounts. `apiOrigin` is where the loader and the widget
 * chunks were served from. Two things are ours: `mode="iframe"` elements are handed to the frame-host chunk instead,
 * and removing an attribute clears its prop (react-to-web-component keeps the last value).
 */
export function createTicketCheckoutElement(apiOrigin: string): CustomElementConstructor {
  const Host = (props: HostAttributes & { container?: HTMLElement }) =>
    createElement(CheckoutHost, { ...props, apiOrigin });
  const Base = r2wc(Host, { props: PROPS }) as unknown as new () => R2wcElement;
  const iframe = (el: HTMLElement) => el.getAttribute("mode") == "iframe";
  return class TicketCheckoutElement extends Base {
    override connectedCallback(): void {
      // Iframe mode: the frame-host chunk puts the checkout frame in (the loader imports it for the elements
      // present at load; this covers elements an app adds later). The import runs once per page.
      if (iframe(this)) return void import(/* webpackIgnore: true */ `${apiOrigin}/widget/frame-host.js`);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      finishUnmount(this); // the checkout's own root, which the host root's unmount gave up
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (iframe(this)) return;
      if (value !== null) return super.attributeChangedCallback(name, old, value);
      // Removed: the property setter clears the prop (the attribute is gone already), and a connect re-renders.
      (this as Record<keyof HostAttributes, unknown>)[camel(name)] = undefined;
      if (this.isConnected) super.connectedCallback();
    }
  };
}

import { useLayoutEffect, useRef } from "react";
import { mountInShadow, type ShadowMount, type WidgetAttributes } from "./shadow-mount.ts";

export interface CheckoutHostProps extends WidgetAttributes {
  /** The <ticket-checkout> element (react-to-web-component hands it over as `container`). */
  container?: HTMLElement;
  apiOrigin: string;
  /** Read by the iframe-mode host script, not here; props so that they are typed properties of the element. */
  mode?: string;
  frameTitle?: string;
}

/**
 * What react-to-web-component mounts for each <ticket-checkout>: it renders nothing in the element's light DOM and
 * keeps the checkout itself in the element's shadow root, as a React root of its own (widget/ui/shadow-mount.ts).
 * That root can hydrate the step-1 markup the loader painted there before any code ran, which a root rendering
 * into the element (react-to-web-component's own, with or without its `shadow` option) cannot: it would render
 * afresh, and its `attachShadow` fails on the loader's shadow root. The host root passes the element's props on;
 * unmounting it (the element disconnected) unmounts the checkout.
 */
export function CheckoutHost({
  container,
  apiOrigin,
  mode: _mode,
  frameTitle: _frameTitle,
  ...attributes
}: CheckoutHostProps) {
  const mount = useRef<ShadowMount | null>(null);
  useLayoutEffect(() => {
    if (!container) return;
    const shadowMount = mountInShadow(container, apiOrigin);
    mount.current = shadowMount;
    return () => {
      mount.current = null;
      shadowMount.unmount();
    };
  }, [container, apiOrigin]);
  // Every render: a render also means the element was connected (react-to-web-component renders on connect).
  useLayoutEffect(() => mount.current?.update(attributes));
  return null;
}

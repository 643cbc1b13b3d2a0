import { useLayoutEffect, useRef, useState } from "react";

// A later step's CSS as a constructable stylesheet adopted by the element's shadow root, not a <style>
// element: a host page (or the checkout frame) with a strict CSP, without 'unsafe-inline', blocks <style>
// elements, and constructable stylesheets are not subject to style-src.

const sheets = new Map<string, CSSStyleSheet>();

function adopt(root: Node, css: string): boolean {
  if (!(root instanceof ShadowRoot) || !("adoptedStyleSheets" in root)) return false;
  let sheet = sheets.get(css);
  if (!sheet) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return false;
    }
    sheets.set(css, sheet);
  }
  // In front of the widget's own sheet, where a <style> element in the shadow root used to cascade.
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  return true;
}

/** Adopts `css` into the shadow root this renders in (once per root); a <style> element where that fails. */
export function StepStyle({ css }: { css: string }) {
  const probe = useRef<HTMLTemplateElement>(null);
  const [inline, setInline] = useState(false);
  useLayoutEffect(() => {
    const root = probe.current?.getRootNode();
    if (root && !adopt(root, css)) setInline(true);
  }, [css]);
  return inline ? <style>{css}</style> : <template ref={probe} />;
}

/** Small DOM helpers for adapters (they render into a plain container inside the widget's shadow root). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; part?: string; attrs?: Record<string, string> } = {},
  children: Node[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.part) node.setAttribute("part", props.part);
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  for (const child of children) node.appendChild(child);
  return node;
}

/** A primary button that calls `onClick`, disabled while `busy`. */
export function button(
  text: string,
  onClick: () => void,
  className = "tc-button tc-button-primary",
): HTMLButtonElement {
  const b = el("button", { className, text, part: "button button-primary", attrs: { type: "button" } });
  b.addEventListener("click", onClick);
  return b;
}

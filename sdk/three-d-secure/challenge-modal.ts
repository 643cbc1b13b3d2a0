// The challenge modal is ours: built with DOM calls and CSSOM styles (element.style.x = …), which a strict CSP
// allows (no inline script, no style attribute parsed from a string, no provider stylesheet).
import { BOOTSTRAP_DIALOG_WIDTH_PX, FRAME_SIZE_PX } from "./constants.ts";
import type { Framework } from "./types.ts";

/** What the modal tells its owner. */
export interface ChallengeModal {
  /** The modal's root, appended to document.body. */
  root: HTMLElement;
  /** Removes the modal and its key listener (idempotent). */
  close(): void;
}

type Styles = Partial<Record<keyof CSSStyleDeclaration, string>>;

function el(tag: string, styles: Styles = {}, attrs: Record<string, string> = {}): HTMLElement {
  const node = document.createElement(tag);
  Object.assign(node.style, styles);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

const backdropStyles: Styles = {
  position: "fixed",
  zIndex: "999998",
  cursor: "pointer",
  top: "0",
  left: "0",
  width: "100%",
  height: "100%",
  background: "rgba(0,0,0,.6)",
};
const closeStyles: Styles = {
  position: "absolute",
  top: "2px",
  right: "0",
  fontFamily: "Helvetica,Arial,sans-serif",
  fontSize: "25px",
  lineHeight: "12px",
  padding: "8px",
  cursor: "pointer",
  color: "#999",
  border: "0",
  background: "none",
};

/**
 * Shows `frame` (Cardinal's authentication iframe container) in a modal of the given variant and calls
 * `onDismiss` when the customer closes it: Escape, the close button or a click on the backdrop.
 * - cardinal-modal: a fixed white box centred in the window, 400 px high frame; close button only with `showClose`.
 * - bootstrap3-modal: Bootstrap 3 markup (`modal`, `modal-dialog`, …) with a 440 px wide dialog and a close button.
 */
export function openChallengeModal(
  framework: Exclude<Framework, "inline-iframe">,
  frame: HTMLElement,
  showClose: boolean,
  onDismiss: () => void,
): ChallengeModal {
  const root = el("div", {}, { "data-three-d-secure-modal": framework });
  const close = el("button", closeStyles, { type: "button", "aria-label": "Close", "data-three-d-secure-close": "" });
  close.textContent = "×";
  const backdrop = el("div", backdropStyles, { "data-three-d-secure-backdrop": "" });
  Object.assign(frame.style, { width: `${FRAME_SIZE_PX}px`, maxWidth: "100%", height: `${FRAME_SIZE_PX}px` });
  const dialogAttrs = { role: "dialog", "aria-modal": "true", "aria-label": "3D Secure authentication" };

  if (framework === "cardinal-modal") {
    const box = el(
      "div",
      {
        position: "fixed",
        zIndex: "999999",
        top: "50%",
        left: "50%",
        padding: "24px 20px",
        transform: "translate(-50%,-50%)",
        borderRadius: "2px",
        background: "#fff",
        maxWidth: "100%",
        overflow: "auto",
        boxSizing: "border-box",
      },
      dialogAttrs,
    );
    if (!showClose) close.style.display = "none";
    box.append(close, frame);
    root.append(box, backdrop);
  } else {
    // Bootstrap 3's classes style it on pages that have Bootstrap; the CSSOM styles keep it usable without.
    const modal = el(
      "div",
      {
        display: "block",
        position: "fixed",
        top: "0",
        left: "0",
        right: "0",
        bottom: "0",
        zIndex: "999999",
        overflow: "auto",
      },
      { class: "modal fade in", tabindex: "-1", ...dialogAttrs },
    );
    const dialog = el(
      "div",
      {
        width: `${BOOTSTRAP_DIALOG_WIDTH_PX}px`,
        maxWidth: "100%",
        margin: "30px auto",
        position: "relative",
        zIndex: "999999",
      },
      { class: "modal-dialog" },
    );
    const content = el(
      "div",
      { background: "#fff", borderRadius: "6px", position: "relative" },
      { class: "modal-content" },
    );
    const body = el("div", { padding: "15px", position: "relative" }, { class: "modal-body" });
    close.className = "close";
    body.append(close, frame);
    content.append(body);
    dialog.append(content);
    // A click on the modal's own area around the dialog counts as a backdrop click.
    modal.append(dialog);
    modal.addEventListener("click", (event) => {
      if (event.target === modal) onDismiss();
    });
    root.append(backdrop, modal);
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" || event.key === "Esc") onDismiss();
  };
  close.addEventListener("click", onDismiss);
  backdrop.addEventListener("click", onDismiss);
  document.addEventListener("keyup", onKey);
  document.body.appendChild(root);
  return {
    root,
    close() {
      document.removeEventListener("keyup", onKey);
      root.remove();
    },
  };
}

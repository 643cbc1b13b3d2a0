/**
 * On-demand chunk: the dark backdrop shown over the merchant page while the Venmo web-login popup is open
 * (spec section 2). Styled through the CSSOM only, so it works under a strict style-src. Imports nothing: the
 * entry hands in the two actions.
 */

/** Spec section 2 texts. */
const TEXTS = {
  message: "What would you like to do?",
  instructions:
    "Tap cancel payment to cancel and return to the business. Continue payment will relaunch the payment window.",
  continue: "Continue payment",
  cancel: "Cancel payment",
};
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** What the two buttons do. */
export interface BackdropActions {
  /** "Continue payment": brings the popup back to the front. */
  onContinue(): void;
  /** "Cancel payment": closes the popup and cancels the tokenization. */
  onCancel(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  id: string,
  style: Partial<CSSStyleDeclaration>,
  text = "",
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.id = id;
  node.textContent = text;
  Object.assign(node.style, style);
  return node;
}

/** Shows the backdrop (logo, message, instructions, the two buttons); `hide()` removes it. */
export function showBackdrop(actions: BackdropActions): { hide(): void } {
  const text = { fontFamily: FONT, color: "#FFFFFF", textAlign: "center" };
  const backdrop = element("div", "venmo-desktop-web-backdrop", {
    position: "fixed",
    inset: "0",
    zIndex: "2147483647",
    background: "rgba(0, 0, 0, 0.8)",
    cursor: "pointer",
  });
  backdrop.setAttribute("role", "dialog");
  backdrop.setAttribute("aria-modal", "true");
  backdrop.setAttribute("aria-labelledby", "venmo-message");
  const box = element("div", "venmo-backdrop-container", {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    width: "100%",
    height: "100%",
  });
  const logo = element(
    "div",
    "venmo-full-logo",
    { ...text, fontSize: "48px", fontWeight: "700", fontStyle: "italic", letterSpacing: "-1px" },
    "venmo",
  );
  logo.setAttribute("aria-label", "Venmo");
  const message = element(
    "div",
    "venmo-message",
    { ...text, fontSize: "24px", lineHeight: "32px", fontWeight: "500", marginTop: "32px" },
    TEXTS.message,
  );
  const instructions = element(
    "div",
    "venmo-instructions",
    { ...text, fontSize: "16px", lineHeight: "20px", marginTop: "16px", width: "400px", maxWidth: "90vw" },
    TEXTS.instructions,
  );
  const button = { ...text, fontSize: "18px", fontWeight: "700", border: "none", cursor: "pointer" };
  const continueButton = element(
    "button",
    "venmo-popup-continue-button",
    {
      ...button,
      width: "400px",
      maxWidth: "90vw",
      height: "50px",
      background: "#0074DE",
      borderRadius: "24px",
      marginTop: "44px",
    },
    TEXTS.continue,
  );
  const cancelButton = element(
    "button",
    "venmo-popup-cancel-button",
    { ...button, background: "transparent", lineHeight: "24px", marginTop: "28px" },
    TEXTS.cancel,
  );
  continueButton.type = cancelButton.type = "button";
  continueButton.addEventListener("click", () => actions.onContinue());
  cancelButton.addEventListener("click", () => {
    hide();
    actions.onCancel();
  });
  // Clicks on the backdrop stay on it (the page below is not reachable while the popup is open).
  backdrop.addEventListener("click", (event) => event.stopPropagation());
  box.append(logo, message, instructions, continueButton, cancelButton);
  backdrop.append(box);
  document.body.append(backdrop);
  continueButton.focus();
  const hide = () => backdrop.remove();
  return { hide };
}

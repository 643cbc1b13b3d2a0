import DOMPurify from "dompurify";

let hooked = false;

/**
 * Organizer-supplied HTML (ticket short_description, event description_html) rendered inside the widget.
 * DOMPurify removes scripts, event handlers and javascript: URLs; links open in a new tab without opener.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node instanceof Element && node.tagName === "A" && node.hasAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
  }
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
  });
}

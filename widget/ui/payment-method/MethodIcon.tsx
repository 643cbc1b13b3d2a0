import type { MethodIcon as MethodIconName } from "../../lib/payment-methods/registry.ts";

// Small line drawings in currentColor: emoji glyphs rendered as empty boxes on systems without an emoji font.
// No brand artwork is shipped; the name beside the icon says which method it is.
const PATHS: Record<MethodIconName, string> = {
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  wallet: "M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7l11-3v3M16 13h2",
  bank: "M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18",
  paylater: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2",
  paypal: "M8 20l2.5-16h5a4 4 0 0 1 0 8H11M9.3 12H11",
  mobile: "M7 3h10v18H7zM11 18h2",
};

/** The icon of a method family, hidden from assistive technology (the method's name is its label). */
export function MethodIcon({ icon }: { icon: MethodIconName }) {
  return (
    <svg className="tc-method-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

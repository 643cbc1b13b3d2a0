// The sign-in screen's button: a native <button> with the same look as ui/Button.tsx. The first screen does
// without React Aria to stay within its size budget (150 KB gzip, docs/back-office.md); a native button is
// already accessible, and this one shows its busy state the same way (aria-busy, disabled while pending).
import type { ButtonHTMLAttributes } from "react";

export function PlainButton({
  variant = "primary",
  isPending = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "quiet"; isPending?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      className={`button button-${variant}`}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      disabled={props.disabled || isPending}
    />
  );
}

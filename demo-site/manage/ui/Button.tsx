// The app's button: React Aria's (press handling that behaves the same for mouse, touch, keyboard and screen
// readers), in one of four looks. `isPending` disables it and marks it busy; React Aria's own isPending is not used:
// it announces through a live region whose node names the button by id, and when the button goes away with its
// dialog (the usual end of a save) that node points at nothing for 7 s, which axe rightly reports.
import { Button as AriaButton, type ButtonProps } from "react-aria-components";

type Variant = "primary" | "secondary" | "danger" | "quiet";

export function Button({ variant = "primary", isPending, ...props }: ButtonProps & { variant?: Variant }) {
  return (
    <AriaButton
      {...props}
      isDisabled={Boolean(props.isDisabled) || Boolean(isPending)}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className={`button button-${variant}`}
    />
  );
}

// The app's button: React Aria's (press handling that behaves the same for mouse, touch, keyboard and screen
// readers), in one of three looks.
import { Button as AriaButton, type ButtonProps } from "react-aria-components";

export function Button({
  variant = "primary",
  ...props
}: ButtonProps & { variant?: "primary" | "secondary" | "danger" | "quiet" }) {
  return <AriaButton {...props} className={`button button-${variant}`} />;
}

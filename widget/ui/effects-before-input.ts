import { options } from "preact";

/**
 * Makes Preact run effects in a microtask after each render instead of after the next frame (its default). An
 * effect is where a component subscribes to the store (jotai's hooks) and where useHydrated turns true: a click
 * between a render and the next frame would otherwise change the store with nothing subscribed yet to show it
 * until that frame, the first "+" after hydration included. React gives the same guarantee by flushing pending
 * effects before it handles a discrete event. Called once, when the element is defined; it touches only the
 * widget bundle's own copy of Preact.
 */
export function runEffectsBeforeInput(): void {
  options.requestAnimationFrame = (flush) => queueMicrotask(flush);
}

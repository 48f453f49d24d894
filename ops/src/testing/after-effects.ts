// Preact runs a component's effects after the browser paints: on the next
// animation frame, or 35 ms later when no frame comes (preact/hooks). An
// effect that a server's answer set off (a list read again, a new route's
// load) has not run yet when the answer shows on screen.

/** Longer than Preact's 35 ms fallback for the animation frame. */
const AFTER_PAINT_MS = 50;

/**
 * Waits until the effects already scheduled have run and what they started
 * (a request) has been sent, so a test can say that something did not happen.
 */
export function afterEffects(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_MS));
}

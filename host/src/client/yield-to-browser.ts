/**
 * A pause that lets the browser run what waits (input, rendering) before the next step: a
 * macrotask, so the work before and after it are two tasks, not one long one (decision 0009).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

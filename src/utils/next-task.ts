/**
 * Resolves in a later task: the browser handles input and paints in between, so work split at
 * these points never blocks a phone's main thread for the sum of its parts.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

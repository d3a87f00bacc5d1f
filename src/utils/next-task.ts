/**
 * Resolves in a later task: the browser handles input and paints in between, so work split at
 * these points never blocks a phone's main thread for the sum of its parts. A message, unlike a
 * timer, is neither clamped nor throttled in a background tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

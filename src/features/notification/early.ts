/**
 * The page of notifications the address names is asked for as the navigation to the list begins,
 * beside the page's code: the list is the page's largest paint, and a member's page otherwise asks
 * only once its code has come and the session is confirmed. Not for the preferences view. What
 * reads the address comes in a chunk of its own, so that the app's first files stay as they are.
 */
export function startNotificationPage(url: URL): void {
  import('./early-page').then(
    (ahead) => ahead.askNotificationPageEarly(url),
    // Without it the list asks once its code has come, as it would anyway.
    () => undefined,
  );
}

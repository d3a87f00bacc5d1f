/** What the mock "sent" out of band, so a host can show it to the developer (console, /test). */
export type IssuedEvent =
  | { kind: 'sms'; mobile: string; scene: string; code: string }
  | { kind: 'captcha'; captchaKey: string; answer: string };

type Listener = (event: IssuedEvent) => void;

const listeners = new Set<Listener>();

export function onIssued(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitIssued(event: IssuedEvent): void {
  for (const listener of listeners) listener(event);
}

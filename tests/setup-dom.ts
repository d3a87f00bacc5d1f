import '@testing-library/jest-dom/vitest';
import '@/lib/decorative-icons';
import '@/lib/decorative-two-tone-icon';
import { cleanup, configure } from '@testing-library/react';

// antd needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

interface JsdomObject {
  _ownerDocument?: { _styleCache?: WeakMap<object, JsdomObject> };
  _readonly?: boolean;
  [key: symbol]: unknown;
}

/** jsdom's own object behind one of its page objects, or back (its symbols are module-private). */
function linked(object: object, name: 'impl' | 'wrapper'): unknown {
  const key = Object.getOwnPropertySymbols(object).find((symbol) => symbol.description === name);
  return key === undefined ? undefined : (object as JsdomObject)[key];
}

/**
 * The style jsdom keeps for an element since the page last changed, if any. jsdom 29 answers a
 * repeated getComputedStyle with a copy of every property of it, custom properties included, and
 * reading a custom property set to `inherit` (antd's buttons set some) costs twice as much for
 * each ancestor level: one role query over the tender form's review took 8 s a call. The kept
 * style itself is given instead, read-only, each value worked out when it is read (working every
 * call out afresh instead, without the kept style, doubled the invoice page's tests).
 */
function keptStyle(element: Element): CSSStyleDeclaration | undefined {
  const impl = linked(element, 'impl') as JsdomObject | undefined;
  const kept = impl?._ownerDocument?._styleCache?.get(impl);
  if (!kept) return undefined;
  kept._readonly = true;
  return linked(kept, 'wrapper') as CSSStyleDeclaration | undefined;
}

// jsdom's getComputedStyle throws "Not implemented" for pseudo-elements, which antd asks for.
// Test files of one worker may share a window: wrap its own function once.
const jsdomGetComputedStyle = window.getComputedStyle;
if (!('jsdom' in jsdomGetComputedStyle)) {
  window.getComputedStyle = Object.assign(
    (element: Element, pseudo?: string | null) =>
      keptStyle(element) ??
      jsdomGetComputedStyle.call(window, element, pseudo ? undefined : pseudo),
    { jsdom: jsdomGetComputedStyle },
  );
}

window.scrollTo = () => undefined;

// jsdom cannot draw (its getContext only reports "not implemented"): here a canvas has no 2D
// context, as in a browser that cannot draw, and a chart is read through its words and table.
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;

// A machine busy with other work can be many times slower than an idle laptop: one step of the
// largest pages (a search answered and its list drawn) has taken over 8 s there. findBy*/waitFor
// wait up to half a test's own limit before failing; a passing test never waits for it, so no
// single call needs a longer wait of its own.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => cleanup());

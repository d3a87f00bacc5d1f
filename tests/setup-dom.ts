import '@testing-library/jest-dom/vitest';
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

// jsdom's getComputedStyle throws "Not implemented" for pseudo-elements, which antd asks for.
// Test files of one worker may share a window: wrap its own function once.
const jsdomGetComputedStyle = window.getComputedStyle;
if (!('jsdom' in jsdomGetComputedStyle)) {
  window.getComputedStyle = Object.assign(
    (element: Element, pseudo?: string | null) =>
      jsdomGetComputedStyle.call(window, element, pseudo ? undefined : pseudo),
    { jsdom: jsdomGetComputedStyle },
  );
}

window.scrollTo = () => undefined;

// CI machines can be several times slower than a laptop: lazy chunks and mock calls take seconds there.
// findBy*/waitFor wait this long before failing (a passing test never waits for it).
configure({ asyncUtilTimeout: 8000 });

afterEach(() => cleanup());

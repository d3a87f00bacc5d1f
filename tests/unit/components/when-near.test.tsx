import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver the test drives: `cross(true)` brings the watched box in. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.push(target);
  }
  disconnect() {
    this.watched.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  cross(isIntersecting: boolean) {
    const entries = this.watched.map(
      (target) =>
        ({
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
        }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

async function loadWhenNear() {
  vi.resetModules();
  return (await import('@/components/when-near')).WhenNear;
}

describe('WhenNear', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = undefined;
  });

  describe('where the browser can observe', () => {
    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', FakeObserver);
    });

    it('holds the place until the box comes into view, then shows the part and keeps it', async () => {
      const WhenNear = await loadWhenNear();
      render(
        <WhenNear placeholder={<p>placeholder</p>}>
          <p>the part</p>
        </WhenNear>,
      );
      expect(screen.getByText('placeholder')).toBeInTheDocument();
      expect(screen.queryByText('the part')).not.toBeInTheDocument();

      act(() => FakeObserver.last?.cross(false));
      expect(screen.queryByText('the part')).not.toBeInTheDocument();

      act(() => FakeObserver.last?.cross(true));
      expect(screen.getByText('the part')).toBeInTheDocument();
      expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
      // Watching stops once shown: scrolling away does not take the part down.
      expect(FakeObserver.last?.watched).toEqual([]);
    });
  });

  it('shows the part at once where nothing can tell whether it is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const WhenNear = await loadWhenNear();
    render(
      <WhenNear placeholder={<p>placeholder</p>}>
        <p>the part</p>
      </WhenNear>,
    );
    expect(screen.getByText('the part')).toBeInTheDocument();
  });
});

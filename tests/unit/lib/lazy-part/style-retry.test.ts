// @vitest-environment jsdom
// Style sheets are <link> elements in the document: the test inserts and settles them by hand
// (jsdom loads no style sheet).
import { chunkFailureOf } from '@/lib/lazy-part/chunk-failure';
import { styleSheetRetries } from '@/lib/lazy-part/style-retry';

const HREF = 'http://localhost:3000/assets/login-abc.css';
const OTHER = 'http://localhost:3000/assets/other-def.css';

/** A sheet inserted as Vite's preload helper does, which then fails to load. */
function failSheet(href = HREF): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  link.dispatchEvent(new Event('error'));
  return link;
}

function sheetsOf(href: string): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.href === href,
  );
}

/** A chunk's import: its first attempt fails on `HREF` (as Vite's would), later ones load. */
function chunk() {
  const load = vi.fn(() => {
    if (load.mock.calls.length > 1) return Promise.resolve('module');
    failSheet();
    return Promise.reject(new Error(`Unable to preload CSS for ${HREF}`));
  });
  return load;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the style sheets of a chunk whose load failed', () => {
  it('are asked for again, in place of the failed link, before the retry imports', async () => {
    const attempt = styleSheetRetries();
    const load = chunk();
    await expect(attempt(load)).rejects.toThrow();
    const [failed] = sheetsOf(HREF);

    const retried = attempt(load);
    const [again] = sheetsOf(HREF);
    expect(again).not.toBe(failed);
    expect(failed?.isConnected).toBe(false);
    // Fetched in the same mode as Vite's link.
    expect(again?.getAttribute('crossorigin')).toBe(failed?.getAttribute('crossorigin'));
    expect(load).toHaveBeenCalledTimes(1);
    again?.dispatchEvent(new Event('load'));

    await expect(retried).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fail the retry with a style failure when they fail again, and are asked for the next time', async () => {
    const attempt = styleSheetRetries();
    const load = chunk();
    await expect(attempt(load)).rejects.toThrow();

    const retried = attempt(load);
    sheetsOf(HREF)[0]?.dispatchEvent(new Event('error'));
    const error = await retried.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(chunkFailureOf(error)).toBe('style');
    expect(load).toHaveBeenCalledTimes(1);

    const next = attempt(load);
    expect(sheetsOf(HREF)).toHaveLength(1);
    sheetsOf(HREF)[0]?.dispatchEvent(new Event('load'));
    await expect(next).resolves.toBe('module');
  });

  it("are the chunk's own: a first attempt, and sheets that failed before, are left alone", async () => {
    const before = failSheet(OTHER);
    const attempt = styleSheetRetries();
    const load = vi.fn(() => Promise.resolve('module'));

    // A first attempt starts its import at once, in the same task.
    const first = attempt(load);
    expect(load).toHaveBeenCalledTimes(1);
    await first;
    await attempt(load);

    expect(load).toHaveBeenCalledTimes(2);
    expect(before.isConnected).toBe(true);
    expect(sheetsOf(OTHER)).toEqual([before]);
  });
});

import type { Page } from '@/contract/http';
import { fetchAllPages } from '@/lib/export/fetch-all-pages';

/** A list of `total` numbered rows answered a page at a time, counting the calls in flight. */
function list(total: number, failOn?: number) {
  const calls: { current: number; size: number }[] = [];
  let inFlight = 0;
  let most = 0;
  const call = async ({
    current,
    size,
  }: {
    current: number;
    size: number;
  }): Promise<Page<number>> => {
    calls.push({ current, size });
    inFlight += 1;
    most = Math.max(most, inFlight);
    // Later pages answer first: the rows must still come in the list's order.
    await new Promise((resolve) => setTimeout(resolve, (10 - current) % 5));
    inFlight -= 1;
    if (current === failOn) throw new Error('page failed');
    const start = (current - 1) * size;
    const records = Array.from(
      { length: Math.max(0, Math.min(size, total - start)) },
      (_, i) => start + i,
    );
    return { records, total, current, size };
  };
  return { call, calls, most: () => most };
}

describe('fetching every page of a list', () => {
  it('asks for pages of 1000, three at a time, and keeps the order', async () => {
    const source = list(6_500);
    const progress: number[] = [];
    const rows = await fetchAllPages(source.call, {
      onProgress: ({ received, total }) => {
        expect(total).toBe(6_500);
        progress.push(received);
      },
    });
    expect(rows).toEqual(Array.from({ length: 6_500 }, (_, i) => i));
    expect(source.calls.map((c) => c.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(source.calls.every((c) => c.size === 1000)).toBe(true);
    expect(source.most()).toBeLessThanOrEqual(3);
    expect(progress.at(-1)).toBe(6_500);
  });

  it('asks once for a short or empty list', async () => {
    const source = list(0);
    expect(await fetchAllPages(source.call)).toEqual([]);
    expect(source.calls).toHaveLength(1);
  });

  it('fails as a whole when a page fails, asking for no page after it', async () => {
    const source = list(20_000, 3);
    await expect(fetchAllPages(source.call)).rejects.toThrow('page failed');
    expect(source.calls.length).toBeLessThan(20);
  });

  it('stops when the member leaves', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchAllPages(list(10).call, { signal: controller.signal })).rejects.toThrow();
  });
});

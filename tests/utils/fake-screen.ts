/**
 * A screen whose width a test sets, in place of jsdom's matchMedia (which matches nothing, so a page
 * under test is laid out for a phone): media queries on `min-width` and `max-width` answer from
 * it, and `resize` tells each query whose answer changed. `restore` puts jsdom's back.
 */
export function fakeScreen(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; matches: boolean; listeners: Set<() => void> }[] = [];
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const matchMedia = vi.fn((query: string) => {
    const list = { query, matches: evaluate(query), listeners: new Set<() => void>() };
    lists.push(list);
    return {
      media: query,
      get matches() {
        return list.matches;
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
    };
  });
  const original = window.matchMedia;
  window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
  const resize = (next: number) => {
    width = next;
    for (const list of lists) {
      const matches = evaluate(list.query);
      if (matches === list.matches) continue;
      list.matches = matches;
      for (const listener of list.listeners) listener();
    }
  };
  const listenerCount = () => lists.reduce((sum, list) => sum + list.listeners.size, 0);
  const restore = () => {
    window.matchMedia = original;
  };
  return { matchMedia, resize, listenerCount, restore };
}

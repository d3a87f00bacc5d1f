import type { Locator } from '@playwright/test';

export interface RunBox {
  left: number;
  right: number;
  /** How many lines the run is drawn on. */
  lines: number;
}

/**
 * Where each of `needles` is drawn inside `element` (the first match of each pattern in the
 * element's text, in logical order): its left and right edge on screen, or null when not found.
 * Direction marks in the text (isolates) are part of the text and may sit between the characters.
 * The element is held to one line while it is measured, so that left and right compare within it,
 * unless `asLaidOut` (then `lines` says whether a run was broken across lines).
 */
export function runBoxes(
  element: Locator,
  needles: RegExp[],
  { asLaidOut = false } = {},
): Promise<(RunBox | null)[]> {
  return element.evaluate(
    (root, { sources, asLaidOut }) => {
      if (!asLaidOut) (root as HTMLElement).style.whiteSpace = 'nowrap';
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        nodes.push({ node, start: text.length });
        text += node.data;
      }
      const at = (index: number) => {
        const found = [...nodes].reverse().find((entry) => entry.start <= index);
        return found ? { node: found.node, offset: index - found.start } : undefined;
      };
      return sources.map((source) => {
        const match = new RegExp(source, 'u').exec(text);
        if (!match) return null;
        const from = at(match.index);
        const to = at(match.index + match[0].length - 1);
        if (!from || !to) return null;
        const range = document.createRange();
        range.setStart(from.node, from.offset);
        range.setEnd(to.node, to.offset + 1);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) return null;
        return {
          left: Math.min(...rects.map((rect) => rect.left)),
          right: Math.max(...rects.map((rect) => rect.right)),
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        };
      });
    },
    { sources: needles.map((needle) => needle.source), asLaidOut },
  );
}

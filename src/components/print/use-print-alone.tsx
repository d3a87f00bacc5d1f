import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';

import './print.css';

/** On `<html>` while one part prints alone: print.css then keeps the rest of the page off paper. */
export const PRINTING_ALONE = 'printing-alone';

/**
 * Prints one part of a page alone (one card of a list): the part is rendered into a layer of its
 * own at the end of `<body>` (on paper only), `<html>` is marked while the browser prints, and both
 * go on `afterprint`. The layer is rendered before `window.print()` is called, so the browser lays
 * out the part, whether its print dialog blocks the page or not. Ctrl+P prints the whole page.
 */
export function usePrintAlone(): { print: (part: ReactNode) => void; layer: ReactNode } {
  const [part, setPart] = useState<ReactNode>();
  const finish = useRef<() => void>(undefined);
  useEffect(() => () => finish.current?.(), []);

  const print = (next: ReactNode) => {
    finish.current?.();
    flushSync(() => setPart(next));
    const root = document.documentElement;
    const done = () => {
      window.removeEventListener('afterprint', done);
      root.classList.remove(PRINTING_ALONE);
      finish.current = undefined;
      setPart(undefined);
    };
    finish.current = done;
    window.addEventListener('afterprint', done);
    root.classList.add(PRINTING_ALONE);
    window.print();
  };

  const layer =
    part === undefined
      ? null
      : createPortal(<div className="print-alone">{part}</div>, document.body);
  return { print, layer };
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Runs `run` once the browser has painted the next frame (a task queued from that frame's
 * animation callback runs after its paint); returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * A popup's `open` (a Select's drop-down, the bell's panel), opened a frame after it is asked for
 * and closed at once. A press or key that opens it first paints the control in use (its pressed
 * state, its focus, a field's caret); the popup, whose first render and layout is the largest part
 * of an opening press, is drawn in a task of its own after that frame. `cancel()` drops an opening
 * not yet drawn (the control lost its focus, Escape). `asked()` says whether it is open or asked
 * for, `pending()` whether it is asked for and not drawn yet, and `drawNow()` draws it before it
 * returns (a key meant for the popup arrived first).
 */
export function useOpenAfterPaint(initial: boolean) {
  const [open, setOpen] = useState(initial);
  const openNow = useRef(initial);
  const pending = useRef<(() => void) | undefined>(undefined);
  // Stable across renders: listeners added once may call them.
  const cancel = useCallback(() => {
    pending.current?.();
    pending.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);
  const change = useCallback(
    (next: boolean) => {
      if (next && (openNow.current || pending.current)) return;
      cancel();
      if (!next) {
        openNow.current = false;
        setOpen(false);
        return;
      }
      pending.current = afterNextPaint(() => {
        pending.current = undefined;
        openNow.current = true;
        setOpen(true);
      });
    },
    [cancel],
  );
  // What the page shows: the task that opens it sets `open`, which React draws a little later.
  const drawn = useRef(initial);
  useLayoutEffect(() => {
    drawn.current = open;
  }, [open]);
  const asked = useCallback(() => openNow.current || pending.current !== undefined, []);
  const isPending = useCallback(() => asked() && !drawn.current, [asked]);
  const drawNow = useCallback(() => {
    cancel();
    openNow.current = true;
    flushSync(() => setOpen(true));
  }, [cancel]);
  return { open, change, cancel, asked, pending: isPending, drawNow };
}

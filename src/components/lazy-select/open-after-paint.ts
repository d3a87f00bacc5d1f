import { useEffect, useRef, useState } from 'react';

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
 * A Select's `open`, opened a frame after it is asked for and closed at once. A press or key that
 * opens a Select first paints the field in use (its focus, its caret); the drop-down, whose first
 * render and placing is the largest part of an opening press, is drawn in a task of its own after
 * that frame. `cancel()` drops an opening not yet drawn (the field lost its focus, Escape).
 */
export function useOpenAfterPaint(initial: boolean) {
  const [open, setOpen] = useState(initial);
  const pending = useRef<(() => void) | undefined>(undefined);
  const cancel = () => {
    pending.current?.();
    pending.current = undefined;
  };
  useEffect(() => cancel, []);
  const change = (next: boolean) => {
    if (next && (open || pending.current)) return;
    cancel();
    if (!next) {
      setOpen(false);
      return;
    }
    pending.current = afterNextPaint(() => {
      pending.current = undefined;
      setOpen(true);
    });
  };
  return { open, change, cancel };
}

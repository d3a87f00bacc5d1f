import { useInViewport } from 'ahooks';
import { useCallback, useRef, useState, type ReactNode } from 'react';

/** Browsers without IntersectionObserver (and jsdom) cannot tell: they show the part at once. */
const canObserve = typeof IntersectionObserver !== 'undefined';

/**
 * Renders `children` once their place has come into the viewport, and keeps them from then on;
 * until then `placeholder` holds the place (as tall as the part, so nothing moves when it comes).
 * For a part below the fold whose code is heavy: a reader who never scrolls to it never loads it.
 */
export function WhenNear({
  children,
  placeholder,
  atOnce = false,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** Read once, when the part mounts: render it at once (it starts in sight), and keep it. */
  atOnce?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(atOnce || !canObserve);
  const onChange = useCallback((entry: IntersectionObserverEntry) => {
    if (entry.isIntersecting) setShown(true);
  }, []);
  useInViewport(shown ? undefined : ref, { callback: onChange });
  return shown ? children : <div ref={ref}>{placeholder}</div>;
}

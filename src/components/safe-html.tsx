import { useLayoutEffect, useMemo, useRef } from 'react';

import { IMAGE_PLACEHOLDER } from '@/lib/urls/server-urls';
import { sanitizeHtml } from '@/utils/sanitize-html';

import styles from './safe-html.module.css';

interface SafeHtmlProps {
  /** Untrusted HTML (e.g. a news body): it is sanitised here before it reaches the DOM. */
  html: string;
  className?: string;
  /** The element that holds it; a `div` by default. */
  as?: 'div' | 'section';
}

/**
 * Rich text from the server, shown with article typography. The only component that inserts HTML:
 * it always goes through `sanitizeHtml` (DOMPurify) first. An image that fails to load shows the
 * neutral placeholder (the sanitised HTML carries no handlers of its own).
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const holder = useRef<HTMLDivElement>(null);

  // Before the browser paints the new body, so no image's failure can come before the listener.
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const showPlaceholder = (image: HTMLImageElement) => {
      if (image.getAttribute('src') !== IMAGE_PLACEHOLDER)
        image.setAttribute('src', IMAGE_PLACEHOLDER);
    };
    // Load errors do not bubble: listen while they go down to the image.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
    };
    element.addEventListener('error', onError, true);
    // An image that already finished (a cached failure can settle at once) is asked whether it
    // holds a picture: decoding a broken one fails (a size of 0 would also fail an SVG without one).
    element.querySelectorAll('img').forEach((image) => {
      if (image.complete && typeof image.decode === 'function') {
        image.decode().catch(() => showPlaceholder(image));
      }
    });
    return () => element.removeEventListener('error', onError, true);
  }, [clean]);

  // A wide table or code block scrolls inside the article: while it does, it takes a tab stop so
  // that a keyboard can scroll it too (WCAG 2.1.1), and gives it up when it fits again.
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const mark = () => {
      element.querySelectorAll<HTMLElement>('table, pre').forEach((block) => {
        if (block.scrollWidth > block.clientWidth) block.setAttribute('tabindex', '0');
        else block.removeAttribute('tabindex');
      });
    };
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    return () => observer.disconnect();
  }, [clean]);

  return (
    <Tag
      ref={holder}
      className={className ? `${styles.content} ${className}` : styles.content}
      // A text as sent: it reads in its own direction (an English article on an Arabic page).
      dir="auto"
      // The HTML was sanitised by DOMPurify above; this is the app's one sink.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

import { useEffect, useMemo, useRef } from 'react';

import { IMAGE_PLACEHOLDER } from '@/lib/images/resolve-image';
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

  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    // Load errors do not bubble: listen while they go down to the image.
    const onError = (event: Event) => {
      const image = event.target;
      if (image instanceof HTMLImageElement && image.getAttribute('src') !== IMAGE_PLACEHOLDER) {
        image.setAttribute('src', IMAGE_PLACEHOLDER);
      }
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, []);

  return (
    <Tag
      ref={holder}
      className={className ? `${styles.content} ${className}` : styles.content}
      // The HTML was sanitised by DOMPurify above; this is the app's one sink.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

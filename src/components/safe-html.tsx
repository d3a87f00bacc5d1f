import { useMemo } from 'react';

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
 * it always goes through `sanitizeHtml` (DOMPurify) first.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Tag
      className={className ? `${styles.content} ${className}` : styles.content}
      // The HTML was sanitised by DOMPurify on the line above; this is the app's one sink.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

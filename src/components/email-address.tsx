import { Fragment, type ReactNode } from 'react';

import styles from './email-address.module.css';

/**
 * A hyphen and the character after it, kept on one line: an address whose line ends in a hyphen
 * reads as a word hyphenated at the line's end, the hyphen no part of it.
 */
function withoutHyphenBreaks(part: string): ReactNode[] {
  return part
    .split(/(-+[^-]?)/)
    .filter(Boolean)
    .map((run, index) =>
      run.startsWith('-') ? (
        <span key={index} className={styles.glued}>
          {run}
        </span>
      ) : (
        run
      ),
    );
}

/**
 * An e-mail address, read left to right in any line (isolated). A narrow line breaks it the way
 * addresses are set in print: after its `@` and before a dot, never at a hyphen; its text, and
 * what is copied from it, is the address as it is.
 */
export function EmailAddress({ address, link = false }: { address: string; link?: boolean }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  const shown = (
    <bdi dir="ltr" className={styles.address}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {withoutHyphenBreaks(part)}
        </Fragment>
      ))}
    </bdi>
  );
  return link ? <a href={`mailto:${address}`}>{shown}</a> : shown;
}

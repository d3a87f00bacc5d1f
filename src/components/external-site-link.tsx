import { useText } from '@/lib/i18n/use-text';
import { checkExternalUrl } from '@/lib/urls/server-urls';

import styles from './external-site-link.module.css';
import { RefusedUrlReason } from './refused-url';

/** The address as shown: where the link goes (`checkExternalUrl`'s href), without a lone `/`. */
const shownAddress = (href: string) => href.replace(/^(https:\/\/[^/?#]+)\/$/, '$1');

/**
 * A web site the server named (an enterprise's home page). It becomes a link only through
 * `checkExternalUrl` (https, any host, no credentials), opening in a new tab without giving the site
 * this page (`noopener`) or its address (`noreferrer`); the text shown is the checked address, so
 * the reader sees where it goes. Any other address stays plain text with the reason it is not opened.
 */
export function ExternalSiteLink({ url }: { url: string }) {
  const text = useText();
  const checked = checkExternalUrl(url);
  if (!checked.ok) {
    return (
      <span className={styles.refused}>
        <span className={styles.address}>{url.trim()}</span>
        <span className={styles.reason}>
          <RefusedUrlReason refused={checked.refused} />
        </span>
      </span>
    );
  }
  const shown = shownAddress(checked.href);
  return (
    <a
      className={styles.address}
      href={checked.href}
      target="_blank"
      rel="noopener noreferrer"
      // The name starts with the text shown, and says where the link opens.
      aria-label={text('common.link.newTab', { site: shown })}
      dir="ltr"
    >
      {shown}
    </a>
  );
}

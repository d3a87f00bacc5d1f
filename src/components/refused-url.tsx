import { useIntl } from 'react-intl';

import type { RefusedUrl } from '@/lib/urls/server-urls';

/** Why an address the server sent is not opened, as a sentence for the page. */
export function RefusedUrlReason({ refused }: { refused: RefusedUrl }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: `common.link.refused.${refused}` })}</>;
}

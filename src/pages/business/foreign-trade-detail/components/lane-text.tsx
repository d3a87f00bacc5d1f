import { FormattedMessage, useIntl } from 'react-intl';

import type { PortRef } from '@/contract/common/trade';

/** "Shanghai to Los Angeles" in the reader's language. */
export function LaneText({ pol, pod }: { pol: PortRef; pod: PortRef }) {
  const zh = useIntl().locale.startsWith('zh');
  const name = (port: PortRef) => (zh ? port.name : port.nameEn) || port.code;
  return <FormattedMessage id="directory.lane" values={{ pol: name(pol), pod: name(pod) }} />;
}

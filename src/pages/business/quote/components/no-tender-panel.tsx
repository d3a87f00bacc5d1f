import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';

interface NoTenderPanelProps {
  /** The tender id was given but no such tender exists (else none was given). */
  unknown: boolean;
}

/** No tender to bid on: say so and lead to the tender hall. */
export function NoTenderPanel({ unknown }: NoTenderPanelProps) {
  return (
    <StatusPanel
      kind="warning"
      titleId={unknown ? 'bid.page.unknown.title' : 'bid.page.missing.title'}
      description={
        <FormattedMessage id={unknown ? 'bid.page.unknown.text' : 'bid.page.missing.text'} />
      }
      actions={
        <Link className="link-button link-button--primary" to={paths.business.tendering.href()}>
          <FormattedMessage id="bid.page.toHall" />
        </Link>
      }
    />
  );
}

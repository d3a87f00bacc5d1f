import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';

interface NoTenderPanelProps {
  /** The tender id was given but no such tender exists (else none was given). */
  unknown: boolean;
}

/** No tender to quote on: say so and lead to the tender hall. */
export function NoTenderPanel({ unknown }: NoTenderPanelProps) {
  return (
    <StatusPanel
      kind="warning"
      titleId={unknown ? 'bid.quote.unknown.title' : 'bid.quote.missing.title'}
      description={
        <FormattedMessage id={unknown ? 'bid.quote.unknown.text' : 'bid.quote.missing.text'} />
      }
      actions={
        <Link className="link-button link-button--primary" to={paths.business.tendering.href()}>
          <FormattedMessage id="bid.quote.toHall" />
        </Link>
      }
    />
  );
}

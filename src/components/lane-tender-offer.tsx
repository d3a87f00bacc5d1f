import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths, type LaneTender } from '@/config/paths';
import { useSession } from '@/lib/session';

import type { ReactNode } from 'react';

interface LaneTenderOfferProps {
  /** What the search knows of the lane; no offer without a port. */
  lane: LaneTender;
  /** Said before the link, and only when the link is offered. */
  lead?: ReactNode;
  /** The link's text; 'Issue a tender for this lane' when absent. */
  children?: ReactNode;
  /** A fuller accessible name, when several offers share one text on a page. */
  'aria-label'?: string;
}

/**
 * 'Issue a tender for this lane': a link to the tender form filled with the lane. Only shippers
 * issue tenders, so forwarders and consolidators are not offered it (nor is anyone while the session
 * is still being confirmed); a visitor follows the same link and the form's route sends them to log
 * in and back to the filled form.
 */
export function LaneTenderOffer({ lane, lead, children, ...rest }: LaneTenderOfferProps) {
  const { status, member } = useSession();
  const offered = status === 'anonymous' || (status === 'authenticated' && member?.userType === 1);
  if (!offered || !(lane.pol || lane.pod)) return null;
  return (
    <>
      {lead && <p>{lead}</p>}
      <Link
        className="link-button link-button--primary"
        to={paths.business.tenderIssue.href(lane)}
        aria-label={rest['aria-label']}
      >
        {children ?? <FormattedMessage id="trade.laneTender.offer" />}
      </Link>
    </>
  );
}

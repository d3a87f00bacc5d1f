import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { ShipmentType } from '@/contract/common/trade';

import { useListingFormat } from '../hooks/use-listing-format';

interface TenderCtaProps {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
}

/** No rate on a lane: offers to issue a tender for it (the tender form reads pol, pod, shipmentType). */
export function TenderCta({ pol, pod, shipmentType }: TenderCtaProps) {
  const { text } = useListingFormat();
  const query = {
    ...(pol ? { pol } : {}),
    ...(pod ? { pod } : {}),
    ...(shipmentType ? { shipmentType } : {}),
  };
  return (
    <>
      <p>{text('market.list.noLane')}</p>
      <Link
        className="link-button link-button--primary"
        to={paths.business.tenderIssue.href(query)}
      >
        {text('market.tenderCta')}
      </Link>
    </>
  );
}

import { Alert } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadingOrFailed } from '@/components/loading-or-failed';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/page-spinner';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { BidForm } from '@/features/bid/components/bid-form';
import { mayBidOn } from '@/features/bid/utils/bid-state';
import { useIdInAddress } from '@/hooks/use-id-in-address';
import { useDict } from '@/lib/reference';
import { BizCode, isBizError } from '@/lib/request/errors';
import { useSession } from '@/lib/session';

import { BidTenderCard } from './components/bid-tender-card';
import { NoTenderPanel } from './components/no-tender-panel';
import styles from './quote.module.css';
import { useBidOnTender } from './use-bid-on-tender';
import { useDeadlinePassed } from './use-deadline-passed';

import type { ReactNode } from 'react';

/**
 * /business/quote?tenderId=: a forwarder or consolidator bids on a tender, or revises and
 * withdraws their live bid until the deadline. Consolidators bid on LCL tenders only.
 */
export default function QuotePage() {
  const intl = useIntl();
  const tenderId = useIdInAddress('tenderId');
  const { member } = useSession();
  const statuses = useDict('tender_status');
  const bidding = useBidOnTender(tenderId);
  const { data: tender, error } = bidding.tender;
  const deadlinePassed = useDeadlinePassed(tender?.bidDeadline);
  let locked: string | undefined;
  if (tender && tender.status !== 'open') {
    locked = intl.formatMessage(
      { id: 'bid.locked.status' },
      { status: statuses.labelOf(tender.status) },
    );
  } else if (tender && deadlinePassed) {
    locked = intl.formatMessage({ id: 'bid.locked.deadline' });
  }
  // Once the form was open, it stays (read-only) when the tender closes: what was typed and the
  // server's answer remain visible.
  const [formShown, setFormShown] = useState(false);
  const formOpen = Boolean(tender) && !locked && !bidding.bidLoad.waiting;
  if (formOpen && !formShown) setFormShown(true);

  if (!tenderId || (!tender && isBizError(error, BizCode.notFound))) {
    return <NoTenderPanel unknown={Boolean(tenderId)} />;
  }

  const body = (): ReactNode => {
    if (!tender) return <LoadingOrFailed request={bidding.tender} failedId="bid.loadFailed" />;
    const card = <BidTenderCard tender={tender} />;
    if (!mayBidOn(member?.userType, tender.shipmentType)) {
      return (
        <div className={styles.stack}>
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={<FormattedMessage id="bid.page.lclOnly.title" />}
            description={<FormattedMessage id="bid.page.lclOnly.text" />}
            action={
              <Link to={paths.business.tendering.href()}>
                <FormattedMessage id="bid.page.toHall" />
              </Link>
            }
          />
          {card}
        </div>
      );
    }
    if (bidding.bidLoad.waiting) {
      return bidding.bidLoad.error ? (
        <RetryAlert
          title={intl.formatMessage({ id: 'bid.loadFailed' })}
          error={bidding.bidLoad.error}
          onRetry={bidding.bidLoad.retry}
        />
      ) : (
        <PageSpinner labelId="common.loading" />
      );
    }
    return (
      <div className={styles.stack}>
        {card}
        {locked && !bidding.bid && !formShown ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={locked}
            action={
              <Link to={paths.business.myBid.href()}>
                <FormattedMessage id="bid.page.toMyBids" />
              </Link>
            }
          />
        ) : (
          <BidForm
            key={tender.id}
            tenderId={tender.id}
            size={tender}
            tenderCurrency={tender.currency}
            bid={bidding.bid}
            locked={locked}
            onSaved={bidding.onSaved}
            onWithdrawn={bidding.onWithdrawn}
            onConflict={bidding.tender.refresh}
          />
        )}
      </div>
    );
  };

  return (
    <PageContainer
      titleId={
        bidding.bid
          ? locked
            ? 'bid.page.viewTitle'
            : 'bid.page.reviseTitle'
          : 'menu.business.quote'
      }
      descriptionId="pages.business.quote.description"
      extra={
        <Link to={paths.business.myBid.href()}>
          {intl.formatMessage({ id: 'bid.page.toMyBids' })}
        </Link>
      }
    >
      {body()}
    </PageContainer>
  );
}

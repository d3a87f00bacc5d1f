import { useMemoizedFn } from 'ahooks';
import { App, Button, Grid } from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { CountdownText } from '@/components/countdown-text';
import { DictTag } from '@/components/dict-tag';
import { LoadingOrFailed } from '@/components/loading-or-failed';
import { MoneyText } from '@/components/money-text';
import { PrintButton } from '@/components/print/print-button';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { IssuerBid } from '@/contract/bid/types';
import { withAreas } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';
import { partyName } from '@/utils/party-name';

import { useMyTenderActions } from '../hooks/use-my-tender-actions';
import { useMyTenderBids } from '../hooks/use-my-tender-bids';
import { useTenderMarket } from '../hooks/use-tender-market';
import { canCancel } from '../utils/my-tender-sort';
import { BidComparisonExport } from './bid-comparison-export';
import { MyTenderBidCards } from './my-tender-bid-cards';
import { MyTenderBidTable } from './my-tender-bid-table';
import { MyTenderNotice } from './my-tender-notice';
import styles from './my-tender.module.css';
import { TenderFacts } from './tender-facts';
import { TenderLane } from './tender-lane';

import type { ReactNode } from 'react';

// The bids drawn against the market load with Chart.js's figure, after the table has painted.
// Its place is held meanwhile, about as tall as it comes, so that nothing below jumps.
const BidsAgainstMarket = lazyPart(
  () =>
    withAreas(['chart'], import('./bids-against-market')).then(
      (module) => module.BidsAgainstMarket,
    ),
  <div className={styles.marketPlaceholder} />,
);

interface MyTenderPanelProps {
  tenderId: string;
  /** After an award or a cancel: the list reloads too. */
  onChanged: () => void;
  /** The state of the order an award created, with the way to pay it (from the order feature). */
  renderOrder: (orderNo: string) => ReactNode;
  /** Once the tender's bids are shown (or failed to load): the panel has its height. */
  onShown?: (tenderId: string) => void;
}

/** One tender of the issuer: its state, the bids compared side by side, award and cancel. */
export function MyTenderPanel({ tenderId, onChanged, renderOrder, onShown }: MyTenderPanelProps) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const request = useMyTenderBids(tenderId);
  const market = useTenderMarket(tenderId);
  const { refresh } = request;
  // A table from 768 px; below, where it would show a column or two at a time, a card per bid.
  const BidComparison = Grid.useBreakpoint().md ? MyTenderBidTable : MyTenderBidCards;
  // The bids render as a transition React splits into slices (a wide table of many cells): the
  // page answers while it is drawn.
  const data = useDeferredValue(request.data);
  const actions = useMyTenderActions(tenderId, () => {
    refresh();
    market.refresh();
    onChanged();
  });
  // The market's figures reach the bid table as a transition too: its market column is redrawn in
  // slices, and the table (kept while its props hold) is not redrawn as they arrive.
  const marketData = useDeferredValue(market.data);
  const marketLoading = marketData === undefined && (market.loading || market.data !== undefined);
  const marketColumn = useMemo(
    () => ({ data: marketData, loading: marketLoading }),
    [marketData, marketLoading],
  );
  const noticeRef = useRef<HTMLDivElement>(null);
  const settled = data !== undefined || request.error !== undefined;
  useEffect(() => {
    if (settled) onShown?.(tenderId);
  }, [settled, tenderId, onShown]);

  // A dialog hands the focus back to the button that opened it, but Award and Cancel are gone once
  // done: after a confirmed action the focus goes to its outcome (the notice) instead of dropping
  // to the page, where a keyboard or screen reader member would lose their place.
  const confirmed = (run: () => Promise<unknown>) => {
    let ran = false;
    return {
      onOk: () => {
        ran = true;
        return run();
      },
      afterClose: () => {
        if (ran) noticeRef.current?.focus();
      },
    };
  };
  // One function for every render, so the bid table is kept while nothing it shows changes.
  const confirmAward = useMemoizedFn((bid: IssuerBid) => {
    const bidder = partyName(bid.bidder, intl.locale);
    void modal.confirm({
      title: intl.formatMessage({ id: 'issuer.award.confirmTitle' }),
      content: (
        <FormattedMessage
          id="issuer.award.confirmBody"
          values={{
            bidder: <strong key="bidder">{bidder}</strong>,
            amount: <MoneyText key="amount" value={bid.total} currency={bid.currency} />,
          }}
        />
      ),
      okText: intl.formatMessage({ id: 'issuer.award.ok' }),
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      ...confirmed(() => actions.award(bid.id, bidder)),
    });
  });

  if (!data) {
    return <LoadingOrFailed request={request} failedId="issuer.bids.loadFailed" />;
  }

  const { tender, bids } = data;
  const confirmCancel = () =>
    void modal.confirm({
      title: intl.formatMessage({ id: 'issuer.cancel.confirmTitle' }),
      content: intl.formatMessage({ id: 'issuer.cancel.confirmBody' }),
      okText: intl.formatMessage({ id: 'issuer.cancel.ok' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'issuer.cancel.keep' }),
      ...confirmed(actions.cancel),
    });

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'issuer.bids.title' }, { title: tender.title })}
      extra={
        <Link to={paths.business.tenderDetail.href(tender.id)}>
          <FormattedMessage id="issuer.bids.viewTender" />
        </Link>
      }
    >
      <div className={styles.stack}>
        <div className={styles.panelHead}>
          <div className={styles.panelMeta}>
            <DictTag dict="tender_status" value={tender.status} />
            <span>
              {tender.tenderNo} · <TenderLane pol={tender.pol} pod={tender.pod} />
            </span>
            {tender.status === 'open' && (
              // On paper a countdown is stale at once: the facts below give the deadline itself.
              <span className={`${styles.muted} print-hidden`}>
                <FormattedMessage id="issuer.bids.deadlineIn" />{' '}
                <CountdownText until={tender.bidDeadline} />
              </span>
            )}
            <span className={styles.muted}>
              <FormattedMessage id="issuer.bids.currency" values={{ currency: tender.currency }} />
            </span>
          </div>
          <div className={styles.panelActions}>
            <BidComparisonExport tender={tender} />
            <PrintButton />
            {canCancel(tender.status, bids) && (
              <Button danger onClick={confirmCancel} loading={actions.busy === 'cancel'}>
                <FormattedMessage id="issuer.cancel.action" />
              </Button>
            )}
          </div>
        </div>
        {/* The screen links to the tender's page for these; paper carries them. */}
        <div className="print-only">
          <TenderFacts tender={tender} />
        </div>
        {actions.notice && (
          <div ref={noticeRef} tabIndex={-1}>
            <MyTenderNotice notice={actions.notice} />
          </div>
        )}
        {tender.orderNo && renderOrder(tender.orderNo)}
        <BidComparison
          tender={tender}
          bids={bids}
          onAward={confirmAward}
          awarding={actions.busy === 'award'}
          market={marketColumn}
        />
        <BidsAgainstMarket market={market} bids={bids} />
      </div>
    </SectionCard>
  );
}

import { Alert, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { KeepFocusButton } from '@/components/keep-focus-button';
import { MoneyText } from '@/components/money-text';
import type { Bid } from '@/contract/bid/types';

import { useWithdrawBid } from '../hooks/use-withdraw-bid';
import styles from './bid-form.module.css';

export type BidFormFeedback =
  { kind: 'saved'; bid: Bid; revised: boolean } | { kind: 'failed' | 'conflict'; message: string };

interface BidFormActionsProps {
  bid?: Bid;
  locked: boolean;
  saving: boolean;
  feedback?: BidFormFeedback;
  onRetry: () => void;
  onWithdrawn: (bid: Bid) => void;
  onConflict: () => void;
}

/** Beside the total: what the last save did, the submit (or save changes) and withdraw buttons. */
export function BidFormActions(props: BidFormActionsProps) {
  const { bid, locked, saving, feedback, onRetry, onWithdrawn, onConflict } = props;
  const intl = useIntl();
  const confirmWithdraw = useWithdrawBid();

  return (
    <>
      {bid && feedback?.kind !== 'saved' && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage(
            { id: locked ? 'bid.form.revise.lockedNote' : 'bid.form.revise.note' },
            { bidNo: bid.bidNo },
          )}
        />
      )}
      {feedback?.kind === 'saved' && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={intl.formatMessage(
            { id: feedback.revised ? 'bid.form.revised' : 'bid.form.submitted' },
            { bidNo: feedback.bid.bidNo },
          )}
          description={
            <FormattedMessage
              id="bid.form.serverTotal"
              values={{
                total: <MoneyText value={feedback.bid.total} currency={feedback.bid.currency} />,
              }}
            />
          }
        />
      )}
      {feedback && feedback.kind !== 'saved' && (
        <Alert
          type={feedback.kind === 'conflict' ? 'warning' : 'error'}
          showIcon
          role="alert"
          title={feedback.message}
          action={
            feedback.kind === 'failed' && (
              <Button size="small" onClick={onRetry} disabled={saving}>
                <FormattedMessage id="common.retry" />
              </Button>
            )
          }
        />
      )}
      {!locked && (
        <div className={styles.actions}>
          <KeepFocusButton
            type="primary"
            htmlType="submit"
            size="large"
            loading={saving}
            // Just saved: nothing to send until something changes (a late second click sends nothing).
            off={feedback?.kind === 'saved'}
          >
            <FormattedMessage id={bid ? 'bid.form.saveRevision' : 'bid.form.submit'} />
          </KeepFocusButton>
          {bid && (
            <Button
              danger
              size="large"
              disabled={saving}
              onClick={() => confirmWithdraw(bid, { onWithdrawn, onFailed: onConflict })}
            >
              <FormattedMessage id="bid.withdraw.button" />
            </Button>
          )}
        </div>
      )}
    </>
  );
}

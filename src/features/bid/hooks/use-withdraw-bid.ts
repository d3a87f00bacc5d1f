import { App } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { Bid } from '@/contract/bid/types';
import { toastMessage } from '@/lib/request';

import { withdrawBid } from '../api';

interface WithdrawCallbacks {
  onWithdrawn: (bid: Bid) => void;
  /** The server refused (e.g. the deadline has just passed); it has said why in a toast. */
  onFailed?: () => void;
}

/**
 * Asks for confirmation, then withdraws a submitted bid. A refusal is toasted with the server's
 * reason and the dialog closes, so the page can reload what changed.
 */
export function useWithdrawBid() {
  const { modal } = App.useApp();
  const intl = useIntl();

  return useCallback(
    (bid: Pick<Bid, 'id' | 'bidNo'>, { onWithdrawn, onFailed }: WithdrawCallbacks) => {
      modal.confirm({
        title: intl.formatMessage({ id: 'bid.withdraw.confirm.title' }),
        content: intl.formatMessage({ id: 'bid.withdraw.confirm.content' }, { bidNo: bid.bidNo }),
        okText: intl.formatMessage({ id: 'bid.withdraw.confirm.ok' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        okButtonProps: { danger: true },
        autoFocusButton: 'cancel',
        onOk: async () => {
          try {
            const next = await withdrawBid(bid.id);
            toastMessage('success', { id: 'bid.withdraw.done', values: { bidNo: bid.bidNo } });
            onWithdrawn(next);
          } catch {
            onFailed?.();
          }
        },
      });
    },
    [modal, intl],
  );
}

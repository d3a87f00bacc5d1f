import { Button, Flex, Input } from 'antd';
import { useState, type ReactNode } from 'react';

import { useText } from '@/lib/i18n/use-text';
import { toastError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';
import type { MessageId } from '@/locales/message-id';

import { DeskItemHead } from './pending-desk';
import styles from './pending-desk.module.css';

export type Decision = 'accept' | 'reject';

interface DecisionItemProps {
  title: ReactNode;
  description: ReactNode;
  /** The accepting button's text; the rejecting one says Reject and takes the reason typed. */
  acceptId: MessageId;
  /** Resolves when the mock has taken the decision (then the desk reloads). */
  onDecide: (decision: Decision, reason: string) => Promise<void>;
}

/** One pending item on a /test desk: accept it, or reject it with an optional reason. */
export function DecisionItem({ title, description, acceptId, onDecide }: DecisionItemProps) {
  const text = useText();
  const describe = useDescribeError();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Decision>();

  const decide = async (decision: Decision) => {
    setBusy(decision);
    try {
      await onDecide(decision, decision === 'reject' ? reason : '');
    } catch (error) {
      toastError(describe(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Flex vertical gap={8} className={styles.item}>
      <DeskItemHead title={title} description={description} />
      <Flex gap={8} wrap>
        <Input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-label={text('mockPanel.review.reason')}
          placeholder={text('mockPanel.review.reasonPlaceholder')}
          className={styles.reason}
        />
        <Button type="primary" loading={busy === 'accept'} onClick={() => void decide('accept')}>
          {text(acceptId)}
        </Button>
        <Button danger loading={busy === 'reject'} onClick={() => void decide('reject')}>
          {text('mockPanel.review.reject')}
        </Button>
      </Flex>
    </Flex>
  );
}

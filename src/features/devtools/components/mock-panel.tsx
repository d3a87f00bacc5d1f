import { Alert, Button, Descriptions, Flex, Popconfirm, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';
import { toastError, toastMessage } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';
import type { MessageId } from '@/locales/message-id';

import { expireMockTokens, resetMock } from '../api';
import { useMockInspect } from '../hooks/use-mock-inspect';
import { CertificationReview } from './certification-review';
import { InvoiceAnswer } from './invoice-answer';
import { MockOutbox } from './mock-outbox';
import { MockSettingsForm } from './mock-settings-form';
import { PaymentConfirm } from './payment-confirm';

/** What the mock back end knows: last SMS code and captcha answer, row counts, settings, and resets. */
export function MockPanel() {
  const intl = useIntl();
  const describe = useDescribeError();
  const { data, error, loading, refresh } = useMockInspect();
  const t = useText();
  // Tables this build knows are named in the reader's language; a new one shows its key.
  const tableLabel = (table: string) => {
    const id = `mockPanel.table.${table}`;
    return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : table;
  };
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'long' });

  const act = async (run: () => Promise<unknown>, doneId: MessageId) => {
    try {
      await run();
      toastMessage('success', { id: doneId });
    } catch (failure) {
      toastError(describe(failure));
    }
    refresh();
  };

  const actions = (
    <Flex gap={8} wrap>
      <Button onClick={refresh} loading={loading}>
        <FormattedMessage id="mockPanel.refresh" />
      </Button>
      <Popconfirm
        title={t('mockPanel.resetConfirm')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onConfirm={() => act(resetMock, 'mockPanel.resetDone')}
      >
        <Button danger disabled={!data}>
          <FormattedMessage id="mockPanel.reset" />
        </Button>
      </Popconfirm>
      <Button disabled={!data} onClick={() => act(expireMockTokens, 'mockPanel.expireDone')}>
        <FormattedMessage id="mockPanel.expireTokens" />
      </Button>
    </Flex>
  );

  let body;
  if (error && !data) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('mockPanel.unavailable')}
        description={t('mockPanel.unavailableHint')}
      />
    );
  } else if (!data) {
    body = <LoadingSkeleton />;
  } else {
    const { lastSms, lastCaptcha, counts, settings } = data;
    const none = t('mockPanel.none');
    body = (
      <>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'sms',
              label: t('mockPanel.lastSms'),
              children: lastSms
                ? intl.formatMessage(
                    { id: 'mockPanel.lastSmsValue' },
                    {
                      ...lastSms,
                      code: <strong data-testid="mock-sms-code">{lastSms.code}</strong>,
                      time: time(lastSms.sentAt),
                    },
                  )
                : none,
            },
            {
              key: 'captcha',
              label: t('mockPanel.lastCaptcha'),
              children: lastCaptcha
                ? intl.formatMessage(
                    { id: 'mockPanel.lastCaptchaValue' },
                    {
                      answer: (
                        <strong data-testid="mock-captcha-answer">{lastCaptcha.answer}</strong>
                      ),
                      time: time(lastCaptcha.issuedAt),
                    },
                  )
                : none,
            },
            {
              key: 'counts',
              label: t('mockPanel.counts'),
              children: (
                <Flex gap={4} wrap>
                  {Object.entries(counts).map(([table, count]) => (
                    <Tag key={table}>
                      {tableLabel(table)}: {count}
                    </Tag>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
        <MockSettingsForm key={JSON.stringify(settings)} settings={settings} onSaved={refresh} />
        <CertificationReview pending={data.pendingCertifications} onDecided={refresh} />
        <PaymentConfirm pending={data.pendingPayments ?? []} onConfirmed={refresh} />
        <InvoiceAnswer pending={data.pendingInvoices ?? []} onAnswered={refresh} />
        <MockOutbox />
      </>
    );
  }

  return (
    <SectionCard title={t('mockPanel.title')}>
      <Flex vertical gap={16}>
        {actions}
        {body}
      </Flex>
    </SectionCard>
  );
}

import { Typography } from 'antd';
import { useIntl } from 'react-intl';

import { AttachmentThumbnail } from '@/components/attachment-thumbnail';
import { SectionCard } from '@/components/section-card';
import type { TenderBody, TenderSummary } from '@/contract/tender/types';
import { useDict } from '@/lib/reference';

import { useIssuePorts } from '../hooks/use-issue-ports';
import styles from './issue-form.module.css';
import { TenderFacts } from './tender-facts';

/** The review shows the tender as the hall will: a summary built from what is about to be sent. */
function asSummary(body: TenderBody, ports: Pick<TenderSummary, 'pol' | 'pod'>): TenderSummary {
  return {
    ...body,
    ...ports,
    id: '',
    tenderNo: '',
    containers: body.containers ?? [],
    bidCount: 0,
    status: 'open',
    issuer: { enterpriseId: '', name: '', certStatus: 'approved' },
    createdAt: '',
  };
}

/** A read-only summary of the tender about to be published. */
export function IssueReview({ body }: { body: TenderBody }) {
  const intl = useIntl();
  const ports = useIssuePorts(body.pol, body.pod);
  const currencies = useDict('currency');
  const title = intl.formatMessage({ id: 'tenderIssue.review.title' });

  return (
    <SectionCard title={title}>
      <Typography.Paragraph type="secondary">
        {intl.formatMessage({ id: 'tenderIssue.review.hint' })}
      </Typography.Paragraph>
      <h2 className={styles.reviewTitle} dir="auto">
        {body.title}
      </h2>
      <TenderFacts tender={asSummary(body, ports)} />
      <dl className={styles.reviewMore}>
        <div>
          <dt>{intl.formatMessage({ id: 'tenderIssue.field.currency.label' })}</dt>
          <dd>{`${body.currency} · ${currencies.labelOf(body.currency)}`}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'tenderIssue.field.remarks.label' })}</dt>
          <dd className={styles.prewrap}>
            {body.remarks ?? intl.formatMessage({ id: 'tenderIssue.review.none' })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'tenderIssue.attachments.label' })}</dt>
          <dd>
            {body.attachments?.length ? (
              <ul className={styles.thumbs}>
                {body.attachments.map((url, index) => (
                  <li key={url}>
                    <AttachmentThumbnail
                      src={url}
                      name={intl.formatMessage(
                        { id: 'tenderIssue.attachments.name' },
                        { index: index + 1 },
                      )}
                      previewLabel={intl.formatMessage(
                        { id: 'tenderIssue.attachments.preview' },
                        { index: index + 1 },
                      )}
                      size={72}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              intl.formatMessage({ id: 'tenderIssue.review.none' })
            )}
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}

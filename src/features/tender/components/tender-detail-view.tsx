import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { TenderDetail } from '@/contract/tender/types';
import { withAreas } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';

import { TenderActions } from './tender-actions';
import { TenderBiddingFacts } from './tender-bidding-facts';
import styles from './tender-detail.module.css';
import { TenderFacts } from './tender-facts';
import { TenderIssuerCard } from './tender-issuer-card';

import type { ReactNode } from 'react';

// Most tenders have no attachments: the thumbnails' code and texts load only for one that has, and
// each thumbnail's place is held at its size meanwhile.
const AttachmentThumbnail = lazyPart(
  () =>
    withAreas(['upload'], import('@/components/attachment-thumbnail')).then(
      (module) => module.AttachmentThumbnail,
    ),
  <span className={styles.attachmentPending} aria-hidden />,
);

/**
 * One tender in full: heading, facts, remarks, attachments, the bidding box and the issuer.
 * `extra` sits beside the title: what the page adds from other features (the favourite button).
 */
export function TenderDetailView({ tender, extra }: { tender: TenderDetail; extra?: ReactNode }) {
  const intl = useIntl();
  return (
    <article className={`page-container ${styles.page}`}>
      <Link to={paths.business.tendering.href()} className={styles.back}>
        <ArrowLeftOutlined className="flips-in-rtl" aria-hidden />{' '}
        <FormattedMessage id="tender.detail.back" />
      </Link>
      <header className={styles.header}>
        <h1 className="page-container__title" dir="auto">
          {tender.title}
        </h1>
        <DictTag dict="tender_status" value={tender.status} />
        {extra}
      </header>
      <p className={styles.meta}>
        <span>
          <FormattedMessage id="tender.detail.number" values={{ tenderNo: tender.tenderNo }} />
        </span>
        <span>
          <FormattedMessage
            id="tender.detail.published"
            values={{ date: <DateTimeText key="created" value={tender.createdAt} /> }}
          />
        </span>
      </p>
      <div className={styles.grid}>
        <section
          className={styles.bidding}
          aria-label={intl.formatMessage({ id: 'tender.detail.bidding' })}
        >
          <dl className={styles.stats}>
            <TenderBiddingFacts tender={tender} valueClassName={styles.countdown} />
          </dl>
          <TenderActions tender={tender} />
        </section>
        <div className={styles.main}>
          <SectionCard title={intl.formatMessage({ id: 'tender.detail.facts' })}>
            <TenderFacts tender={tender} />
          </SectionCard>
          <SectionCard title={intl.formatMessage({ id: 'tender.detail.remarks' })}>
            {tender.remarks ? (
              <p className={styles.remarks}>{tender.remarks}</p>
            ) : (
              <p className={styles.note}>
                <FormattedMessage id="tender.detail.noRemarks" />
              </p>
            )}
          </SectionCard>
          {tender.attachments.length > 0 && (
            <SectionCard title={intl.formatMessage({ id: 'tender.detail.attachments' })}>
              <ul className={styles.attachments}>
                {tender.attachments.map((url, index) => (
                  <li key={url}>
                    <AttachmentThumbnail
                      src={url}
                      name={intl.formatMessage(
                        { id: 'tender.detail.attachment' },
                        { n: index + 1 },
                      )}
                      previewLabel={intl.formatMessage(
                        { id: 'tender.detail.preview' },
                        { n: index + 1 },
                      )}
                    />
                  </li>
                ))}
              </ul>
            </SectionCard>
          )}
        </div>
        <div className={styles.side}>
          <TenderIssuerCard issuer={tender.issuer} />
        </div>
      </div>
    </article>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { StatusTag, type TagColour } from '@/components/status-tag';
import type { ReviewState, ShipmentDocument } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './shipment.module.css';

const REVIEW_COLOUR: Record<ReviewState, TagColour> = {
  in_review: 'warning',
  changes_requested: 'error',
  approved: 'success',
};

function Document({ document }: { document: ShipmentDocument }) {
  const intl = useIntl();
  const text = useText();
  return (
    <section
      className={styles.document}
      aria-label={text(`shipment.document.kind.${document.kind}`)}
    >
      <div className={styles.documentHead}>
        <h3>{text(`shipment.document.kind.${document.kind}`)}</h3>
        {document.review && (
          <StatusTag color={REVIEW_COLOUR[document.review]}>
            {text(`shipment.review.${document.review}`)}
          </StatusTag>
        )}
      </div>
      <ol className={styles.versions}>
        {document.versions.map((version) => (
          <li key={version.version}>
            {text('shipment.document.version', { version: version.version })}
            {' · '}
            <a
              href={version.url}
              download={version.name}
              aria-label={text('shipment.document.download', { name: version.name })}
            >
              <bdi>{version.name}</bdi>
            </a>
            {' · '}
            {text('shipment.document.size', {
              size: intl.formatNumber(version.size / 1024, { maximumFractionDigits: 1 }),
            })}
            <div className={styles.muted}>
              <FormattedMessage
                id="shipment.document.uploaded"
                values={{
                  role: text(`shipment.role.${version.uploadedBy}`),
                  at: <DateTimeText value={version.uploadedAt} />,
                }}
              />
            </div>
          </li>
        ))}
      </ol>
      {document.reviews.length > 0 && (
        <>
          <h4>{text('shipment.document.reviews')}</h4>
          <ol className={styles.versions}>
            {document.reviews.map((review) => (
              <li key={`${review.version}-${review.at}`}>
                <strong>
                  {text(`shipment.review.${review.decision}`, { version: review.version })}
                </strong>
                {review.comment && (
                  <>
                    {' · '}
                    <q dir="auto">{review.comment}</q>
                  </>
                )}
                <div className={styles.muted}>
                  <DateTimeText value={review.at} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** The shipment's documents, each with every version (a download link) and the B/L draft's reviews. */
export function DocumentList({ documents }: { documents: readonly ShipmentDocument[] }) {
  const text = useText();
  if (documents.length === 0) {
    return <p className={styles.muted}>{text('shipment.documents.empty')}</p>;
  }
  return (
    <>
      {documents.map((document) => (
        <Document key={document.id} document={document} />
      ))}
    </>
  );
}

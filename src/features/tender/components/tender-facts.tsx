import { useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { DotList } from '@/components/dot-list';
import { MoneyText } from '@/components/money-text';
import type { TenderSummary } from '@/contract/tender/types';
import { useDict } from '@/lib/reference';
import type { MessageId } from '@/locales/message-id';

import styles from './tender-facts.module.css';
import { TenderLane } from './tender-lane';
import { TenderSize } from './tender-size';

import type { ReactNode } from 'react';

/** A YYYY-MM-DD day in China time as an instant DateTimeText can show. */
export const chinaDay = (day: string) => `${day}T00:00:00+08:00`;

interface TenderFactsProps {
  tender: TenderSummary;
}

/**
 * One tender's facts as a description list: lane, shipment type, containers or LCL size, cargo,
 * HS code, incoterm, ready date, bid deadline (with its time zone) and budget.
 */
export function TenderFacts({ tender }: TenderFactsProps) {
  const intl = useIntl();
  const shipmentTypes = useDict('shipment_type');
  const cargoTypes = useDict('cargo_type');
  const incoterms = useDict('incoterm');

  const facts: [MessageId, ReactNode, boolean?][] = [
    ['trade.tenderFacts.lane', <TenderLane key="lane" pol={tender.pol} pod={tender.pod} />, true],
    ['trade.tenderFacts.shipmentType', shipmentTypes.labelOf(tender.shipmentType)],
    [
      tender.shipmentType === 'FCL' ? 'trade.tenderFacts.containers' : 'trade.tenderFacts.lcl',
      <TenderSize key="size" {...tender} />,
    ],
    [
      'trade.tenderFacts.cargo',
      <DotList key="cargo" parts={[tender.cargoName, cargoTypes.labelOf(tender.cargoType)]} />,
    ],
    [
      'trade.tenderFacts.hsCode',
      tender.hsCode ? (
        <bdi key="hs">{tender.hsCode}</bdi>
      ) : (
        <Muted id="trade.tenderFacts.notGiven" />
      ),
    ],
    [
      'trade.tenderFacts.incoterm',
      <DotList key="incoterm" parts={[tender.incoterm, incoterms.labelOf(tender.incoterm)]} />,
    ],
    [
      'trade.tenderFacts.readyDate',
      <DateTimeText key="ready" value={chinaDay(tender.readyDate)} precision="date" />,
    ],
    ['trade.tenderFacts.bidDeadline', <DateTimeText key="deadline" value={tender.bidDeadline} />],
    [
      'trade.tenderFacts.budget',
      tender.budget ? (
        <MoneyText value={tender.budget} currency={tender.currency} />
      ) : (
        <Muted id="trade.tenderFacts.budgetOpen" />
      ),
    ],
  ];

  return (
    <dl className={styles.facts}>
      {facts.map(([label, value, wide]) => (
        <div key={label} className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
          <dt>{intl.formatMessage({ id: label })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Muted({ id }: { id: MessageId }) {
  const intl = useIntl();
  return <span className={styles.muted}>{intl.formatMessage({ id })}</span>;
}

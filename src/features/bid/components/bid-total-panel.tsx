import { useDebounce } from 'ahooks';
import { Card, Form, type FormInstance } from 'antd';
import { useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { computeBidTotal, type TotalLine } from '@/contract/bid/total';
import type { ShipmentSize } from '@/contract/common/trade';
import { useDict } from '@/lib/reference';

import { pricingOf, type BidFormValues } from '../utils/bid-form';
import styles from './bid-form.module.css';

/** How long typing must pause before the new total is read out. */
const ANNOUNCE_AFTER_MS = 1200;

interface BidTotalPanelProps {
  form: FormInstance<BidFormValues>;
  size: ShipmentSize;
}

/**
 * The bid's total, worked out as the user types with the same rule the server uses: one line per
 * freight unit and surcharge (quantity × unit price = amount) and the sum. Screen readers hear the
 * total once typing pauses, not on every key.
 */
export function BidTotalPanel({ form, size }: BidTotalPanelProps) {
  const intl = useIntl();
  const codes = useDict('surcharge_code');
  // preserve: the freight rows' units are values of the form, not fields of it.
  const currency = Form.useWatch('currency', { form, preserve: true }) ?? 'USD';
  const freight = Form.useWatch('freight', { form, preserve: true }) ?? [];
  const surcharges = Form.useWatch('surcharges', { form, preserve: true }) ?? [];
  const result = computeBidTotal(size, pricingOf({ freight, surcharges }));
  const money = (value: string) =>
    intl.formatNumber(Number(value), {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
    });
  const announcement = useDebounce(
    result.ok
      ? intl.formatMessage({ id: 'bid.total.announce' }, { total: money(result.total) })
      : '',
    { wait: ANNOUNCE_AFTER_MS },
  );

  const whatOf = (line: TotalLine) => {
    if (line.kind === 'surcharge') return codes.labelOf(line.item);
    return line.item === 'cbm'
      ? intl.formatMessage({ id: 'bid.total.freight.cbm' })
      : intl.formatMessage({ id: 'bid.total.freight' }, { type: line.item });
  };
  const quantityOf = (line: TotalLine) => {
    const n = intl.formatNumber(Number(line.quantity), { maximumFractionDigits: 3 });
    if (line.unit === 'per_bl') return intl.formatMessage({ id: 'bid.total.qty.bl' }, { n });
    if (line.unit === 'cbm' || line.unit === 'per_cbm') {
      return intl.formatMessage({ id: 'bid.total.qty.cbm' }, { n });
    }
    return intl.formatMessage({ id: 'bid.total.qty.container' }, { n });
  };

  return (
    <Card
      role="region"
      aria-label={intl.formatMessage({ id: 'bid.total.title' })}
      title={intl.formatMessage({ id: 'bid.total.title' })}
      size="small"
    >
      {result.ok ? (
        <>
          <ul className={styles.totalLines}>
            {result.lines.map((line, index) => (
              <li key={`${line.kind}-${line.item}-${index}`} className={styles.totalLine}>
                <span className={styles.totalLineWhat}>{whatOf(line)}</span>
                <span className={styles.totalLineMath}>
                  {quantityOf(line)} × <MoneyText value={line.unitAmount} currency={currency} /> ={' '}
                  <MoneyText value={line.amount} currency={currency} />
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.totalSum}>
            <span>{intl.formatMessage({ id: 'bid.total.sum' })}</span>
            <MoneyText value={result.total} currency={currency} />
          </div>
        </>
      ) : (
        <p className={styles.muted}>{intl.formatMessage({ id: 'bid.total.incomplete' })}</p>
      )}
      <p className={styles.muted}>{intl.formatMessage({ id: 'bid.total.note' })}</p>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </Card>
  );
}

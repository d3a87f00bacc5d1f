import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LineListEditor } from '@/components/line-list-editor';
import type { Currency, ShipmentType, SurchargeUnit } from '@/contract/common/trade';
import { useDict } from '@/lib/reference';

import { useAmountRules } from '../hooks/use-amount-rules';
import {
  SURCHARGE_ROWS_MAX,
  isSurchargeUnitAllowed,
  newSurchargeLine,
  surchargeUnitsFor,
} from '../utils/bid-form';
import styles from './bid-form.module.css';
import { SurchargeRow, type SurchargeRowRules } from './surcharge-row';

interface SurchargeTableProps {
  shipmentType: ShipmentType;
  currency: Currency;
  /** Read-only: no adding or removing rows. */
  locked?: boolean;
}

/**
 * The surcharges as editable rows: code, amount and unit (per container only on FCL, per cbm only on
 * LCL), at most SURCHARGE_ROWS_MAX.
 */
export function SurchargeTable({ shipmentType, currency, locked }: SurchargeTableProps) {
  const intl = useIntl();
  const codes = useDict('surcharge_code');
  const units = useDict('surcharge_unit');
  const amount = useAmountRules();
  const allowed = surchargeUnitsFor(shipmentType);
  const unitOptions = units.options.filter((option) =>
    allowed.includes(option.value as SurchargeUnit),
  );
  const rules = useMemo<SurchargeRowRules>(
    () => ({
      code: [
        {
          required: true,
          message: intl.formatMessage({ id: 'bid.form.surcharge.code.required' }),
        },
      ],
      amount,
      unit: [
        {
          required: true,
          message: intl.formatMessage({ id: 'bid.form.surcharge.unit.required' }),
        },
        {
          validator: async (_, value: SurchargeUnit | undefined) => {
            if (value && !isSurchargeUnitAllowed(shipmentType, value)) {
              throw new Error(
                intl.formatMessage({ id: `bid.form.surcharge.unit.notAllowed.${shipmentType}` }),
              );
            }
          },
        },
      ],
    }),
    [intl, amount, shipmentType],
  );

  return (
    <div className={styles.surcharges}>
      <LineListEditor
        name="surcharges"
        max={SURCHARGE_ROWS_MAX}
        locked={locked}
        newLine={() => newSurchargeLine(shipmentType)}
        addLabel={<FormattedMessage id="bid.form.surcharge.add" />}
        removeLabel={(row) => intl.formatMessage({ id: 'bid.form.surcharge.remove.row' }, { row })}
        lineClassName={styles.surchargeRow}
        removeClassName={styles.surchargeRemove}
        empty={
          <p className={styles.surchargeEmpty}>
            <FormattedMessage id="bid.form.surcharge.empty" />
          </p>
        }
        head={
          <div className={styles.surchargeHead} aria-hidden>
            <FormattedMessage id="bid.form.surcharge.code" tagName="span" />
            <FormattedMessage id="bid.form.surcharge.amount" tagName="span" />
            <FormattedMessage id="bid.form.surcharge.unit" tagName="span" />
            <span />
          </div>
        }
        full={
          <p className={styles.surchargeEmpty}>
            <FormattedMessage id="bid.form.surcharge.max" values={{ max: SURCHARGE_ROWS_MAX }} />
          </p>
        }
        renderLine={({ name, row }) => (
          <SurchargeRow
            name={name}
            row={row}
            currency={currency}
            codeOptions={codes.options}
            unitOptions={unitOptions}
            rules={rules}
          />
        )}
      />
    </div>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

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
 * LCL). A new row takes the focus; removing a row gives the focus back to the add button.
 */
export function SurchargeTable({ shipmentType, currency, locked }: SurchargeTableProps) {
  const intl = useIntl();
  const codes = useDict('surcharge_code');
  const units = useDict('surcharge_unit');
  const amount = useAmountRules();
  // The row keys present when the user last clicked "add": the one row not among them is the new one.
  const [keysBeforeAdd, setKeysBeforeAdd] = useState<ReadonlySet<number>>();
  const addButton = useRef<HTMLButtonElement>(null);
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
    <Form.List name="surcharges">
      {(fields, { add, remove }) => (
        <div>
          {fields.length === 0 ? (
            <p className={styles.surchargeEmpty}>
              <FormattedMessage id="bid.form.surcharge.empty" />
            </p>
          ) : (
            <div className={styles.surchargeHead} aria-hidden>
              <FormattedMessage id="bid.form.surcharge.code" tagName="span" />
              <FormattedMessage id="bid.form.surcharge.amount" tagName="span" />
              <FormattedMessage id="bid.form.surcharge.unit" tagName="span" />
              <span />
            </div>
          )}
          {fields.map((field, index) => (
            <SurchargeRow
              key={field.key}
              name={field.name}
              row={index + 1}
              currency={currency}
              codeOptions={codes.options}
              unitOptions={unitOptions}
              rules={rules}
              focusOnMount={keysBeforeAdd !== undefined && !keysBeforeAdd.has(field.key)}
              onRemove={
                locked
                  ? undefined
                  : () => {
                      remove(field.name);
                      addButton.current?.focus();
                    }
              }
            />
          ))}
          {!locked && fields.length >= SURCHARGE_ROWS_MAX && (
            <p className={styles.surchargeEmpty}>
              <FormattedMessage id="bid.form.surcharge.max" values={{ max: SURCHARGE_ROWS_MAX }} />
            </p>
          )}
          {!locked && fields.length < SURCHARGE_ROWS_MAX && (
            <Button
              ref={addButton}
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => {
                setKeysBeforeAdd(new Set(fields.map((f) => f.key)));
                add(newSurchargeLine(shipmentType));
              }}
            >
              <FormattedMessage id="bid.form.surcharge.add" />
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

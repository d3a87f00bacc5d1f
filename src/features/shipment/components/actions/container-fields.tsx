import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, type FormInstance } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { normalizeContainerNo } from '@/contract/shipment/container-number';
import { SHIPMENT_LIMITS, type Shipment } from '@/contract/shipment/types';
import { useText, type TextOf } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { tenderedCounts, type BookingValues } from '../../utils/booking-values';
import { containerNoIssue } from '../../utils/container-check';
import styles from './actions.module.css';

/** Why the number at `index` is refused (ISO 6346 shape and check digit, or given twice), if it is. */
function containerNoRule(form: FormInstance<BookingValues>, index: number, t: TextOf) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      const typed = (value ?? '').trim();
      if (!typed) throw new Error(t('shipmentForms.container.required'));
      const issue = containerNoIssue(typed);
      if (issue?.kind === 'format') throw new Error(t('shipmentForms.container.format'));
      if (issue?.kind === 'checkDigit') {
        throw new Error(
          issue.expected === undefined
            ? t('shipmentForms.container.checkDigit')
            : t('shipmentForms.container.checkDigitExpected', {
                expected: issue.expected,
                typed: issue.typed,
              }),
        );
      }
      const number = normalizeContainerNo(typed);
      const rows = form.getFieldValue('containers') as BookingValues['containers'];
      const twice = (rows ?? []).some(
        (row, other) => other !== index && normalizeContainerNo(row.containerNo ?? '') === number,
      );
      if (twice) throw new Error(t('shipmentForms.container.duplicate'));
    },
  };
}

/**
 * The FCL containers known so far, up to the tendered count of each type: each number checked as
 * it is typed by its ISO 6346 check digit (the message says which digit the number calls for),
 * with its type and an optional seal number.
 */
export function ContainerFields({ shipment }: { shipment: Shipment }) {
  const t = useText();
  const form = Form.useFormInstance<BookingValues>();
  const counts = tenderedCounts(shipment);
  const total = [...counts.values()].reduce((sum, quantity) => sum + quantity, 0);
  const types = [...counts.keys()];
  const tendered = shipment.tendered.containers
    .map((line) => t('shipmentForms.container.line', { quantity: line.quantity, type: line.type }))
    .join(t('shipmentForms.container.separator'));

  const typeRule = {
    validator: async (_: unknown, type: string | undefined) => {
      const rows = (form.getFieldValue('containers') as BookingValues['containers']) ?? [];
      const used = rows.filter((row) => row.type === type).length;
      if (type && used > (counts.get(type as never) ?? 0)) {
        throw new Error(
          t('shipmentForms.container.tooMany', { type, max: counts.get(type as never) ?? 0 }),
        );
      }
    },
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('shipmentForms.container.legend')}</legend>
      <p className={styles.hint}>{t('shipmentForms.container.hint', { tendered })}</p>
      <Form.List name="containers">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <div key={row.key} className={styles.containerRow}>
                <Form.Item
                  name={[row.name, 'containerNo']}
                  label={t('shipmentForms.container.no', { index: index + 1 })}
                  rules={[containerNoRule(form, index, t)]}
                  normalize={(value: string) => value.toUpperCase()}
                >
                  <Input autoComplete="off" spellCheck={false} placeholder="CSQU3054383" />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'type']}
                  label={t('shipmentForms.container.type', { index: index + 1 })}
                  rules={[
                    { required: true, message: t('shipmentForms.container.typeRequired') },
                    typeRule,
                  ]}
                >
                  <LazySelect options={types.map((type) => ({ value: type, label: type }))} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'sealNo']}
                  label={t('shipmentForms.container.seal', { index: index + 1 })}
                >
                  <Input autoComplete="off" count={charLimit(SHIPMENT_LIMITS.sealNo)} />
                </Form.Item>
                <Button
                  className={styles.rowRemove}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => remove(row.name)}
                  aria-label={t('shipmentForms.container.remove', { index: index + 1 })}
                />
              </div>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={rows.length >= total}
              onClick={() => add({ type: types[0] })}
            >
              {t('shipmentForms.container.add')}
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

import { DatePicker, Form, Input, InputNumber } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { BID_LIMITS } from '@/contract/bid/limits';
import { chinaToday } from '@/contract/common/calendar';
import { useDayjsLocale } from '@/lib/i18n/dayjs-locale';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import type { MessageId } from '@/locales/message-id';

import { DATE_FORMAT } from '../utils/bid-form';
import styles from './bid-form.module.css';

import type { Dayjs } from 'dayjs';

/** Limits the form checks before sending (the server checks them too). */
export const TRANSIT_DAYS_MAX = BID_LIMITS.transitDays[1];
export const FREE_DAYS_MAX = BID_LIMITS.freeDays[1];
export const REMARKS_MAX = BID_LIMITS.remarks;

const beforeToday = (current: Dayjs) => current.format(DATE_FORMAT) < chinaToday();

/** A carrier is found by its name or its SCAC code ('COSU'). */
const matchesCarrier = (input: string, option?: { label?: unknown; value?: unknown }) => {
  const needle = input.trim().toLowerCase();
  return [option?.label, option?.value].some((text) =>
    String(text ?? '')
      .toLowerCase()
      .includes(needle),
  );
};

/** Carrier, transit time, ETD, validity, free days and remarks of a bid. */
export function BidTermsFields() {
  useDayjsLocale();
  const carriers = useDict('carrier');
  const t = useText();
  const required = (id: MessageId) => ({ required: true, message: t(id) });

  return (
    <div className={styles.grid}>
      <Form.Item
        name="carrier"
        label={t('bid.form.carrier')}
        rules={[required('bid.form.carrier.required')]}
      >
        <LazySelect
          showSearch={{ filterOption: matchesCarrier }}
          options={carriers.options}
          placeholder={t('bid.form.carrier.placeholder')}
        />
      </Form.Item>
      <Form.Item
        name="transitDays"
        label={t('bid.form.transitDays')}
        rules={[
          required('bid.form.transitDays.required'),
          {
            type: 'integer',
            min: 1,
            max: TRANSIT_DAYS_MAX,
            message: t('bid.form.transitDays.range', { max: TRANSIT_DAYS_MAX }),
          },
        ]}
      >
        <InputNumber
          controls={false}
          min={1}
          max={TRANSIT_DAYS_MAX}
          precision={0}
          suffix={t('bid.unit.days')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="etd" label={t('bid.form.etd')} rules={[required('bid.form.etd.required')]}>
        <DatePicker disabledDate={beforeToday} format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="validUntil"
        label={t('bid.form.validUntil')}
        rules={[required('bid.form.validUntil.required')]}
      >
        <DatePicker disabledDate={beforeToday} format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="freeDays"
        label={t('bid.form.freeDays')}
        extra={t('bid.form.freeDays.extra')}
        rules={[
          required('bid.form.freeDays.required'),
          {
            type: 'integer',
            min: 0,
            max: FREE_DAYS_MAX,
            message: t('bid.form.freeDays.range', { max: FREE_DAYS_MAX }),
          },
        ]}
      >
        <InputNumber
          controls={false}
          min={0}
          max={FREE_DAYS_MAX}
          precision={0}
          suffix={t('bid.unit.days')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="remarks" label={t('bid.form.remarks')} className={styles.wide}>
        <Input.TextArea
          rows={3}
          maxLength={REMARKS_MAX}
          showCount
          placeholder={t('bid.form.remarks.placeholder')}
        />
      </Form.Item>
    </div>
  );
}

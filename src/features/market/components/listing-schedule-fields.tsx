import { Checkbox, DatePicker, Form, Input, InputNumber } from 'antd';

import { chinaToday } from '@/contract/common/calendar';
import { LISTING_LIMITS } from '@/contract/market/limits';
import { WEEKDAYS, type Weekday } from '@/contract/market/types';
import { validityProblem } from '@/contract/market/validity';
import { useDayjsLocale } from '@/lib/i18n/dayjs-locale';
import type { MessageId } from '@/locales/message-id';

import { useListingFormat } from '../hooks/use-listing-format';
import { DATE_FORMAT } from '../utils/listing-form';
import styles from './listing-form.module.css';

import type { Dayjs } from 'dayjs';

const PROBLEM_TEXT: Record<string, MessageId> = {
  'validFrom:required': 'marketMine.form.required',
  'validFrom:beforeToday': 'marketMine.form.validFromPast',
  'validTo:required': 'marketMine.form.required',
  'validTo:notAfterFrom': 'marketMine.form.validToAfter',
  'validTo:beforeToday': 'marketMine.form.validToPast',
  'validTo:tooLong': 'marketMine.form.validTooLong',
};

interface ScheduleFieldsProps {
  /** An edit may keep a validFrom that is already past, unless it changes it. */
  originalFrom?: string;
}

/** Sailing days, transit days, the validity window (checked with the shared rules) and remarks. */
export function ListingScheduleFields({ originalFrom }: ScheduleFieldsProps) {
  useDayjsLocale();
  const { text } = useListingFormat();
  const dayOf = (value?: Dayjs | null) => value?.format(DATE_FORMAT);
  const checkValidity =
    (field: 'validFrom' | 'validTo') =>
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: () => {
        const from = dayOf(getFieldValue('validFrom') as Dayjs | undefined);
        const to = dayOf(getFieldValue('validTo') as Dayjs | undefined);
        const problem = validityProblem(from, to, chinaToday(Date.now()), {
          checkFromNotPast: originalFrom === undefined || from !== originalFrom,
        });
        if (!problem || problem.field !== field) return Promise.resolve();
        const id = PROBLEM_TEXT[`${field}:${problem.reason}`] ?? 'marketMine.form.required';
        return Promise.reject(new Error(text(id, { label: text(`marketMine.form.${field}`) })));
      },
    });
  return (
    <>
      <Form.Item
        name="sailingDays"
        label={text('marketMine.form.sailingDays')}
        rules={[
          {
            validator: (_, value?: Weekday[]) =>
              value && value.length > 0
                ? Promise.resolve()
                : Promise.reject(
                    new Error(
                      text('marketMine.form.required', {
                        label: text('marketMine.form.sailingDays'),
                      }),
                    ),
                  ),
          },
        ]}
      >
        <Checkbox.Group
          role="group"
          aria-label={text('marketMine.form.sailingDays')}
          options={WEEKDAYS.map((day) => ({ value: day, label: text(`market.weekday.${day}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="transitDays"
        label={text('marketMine.form.transitDays')}
        rules={[
          {
            validator: (_, value?: number | null) => {
              const [min, max] = LISTING_LIMITS.transitDays;
              return typeof value === 'number' &&
                Number.isInteger(value) &&
                value >= min &&
                value <= max
                ? Promise.resolve()
                : Promise.reject(new Error(text('marketMine.form.transitRange')));
            },
          },
        ]}
      >
        <InputNumber controls={false} precision={0} className={styles.transit} />
      </Form.Item>
      <div className={styles.dates}>
        <Form.Item
          name="validFrom"
          label={text('marketMine.form.validFrom')}
          rules={[checkValidity('validFrom')]}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item
          name="validTo"
          label={text('marketMine.form.validTo')}
          dependencies={['validFrom']}
          rules={[checkValidity('validTo')]}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
      </div>
      <Form.Item name="remarks" label={text('marketMine.form.remarks')}>
        <Input.TextArea maxLength={LISTING_LIMITS.remarks} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
    </>
  );
}

import { DatePicker, Form, Radio } from 'antd';

import { MoneyInput } from '@/components/money-input';
import { chinaToday } from '@/contract/common/calendar';
import { TENDER_CURRENCIES, type Currency } from '@/contract/common/trade';
import { useDayjsLocale } from '@/lib/i18n/dayjs-locale';
import { useText } from '@/lib/i18n/use-text';

import { DATE_FORMAT, DEADLINE_FORMAT } from '../utils/issue-form';
import styles from './issue-form.module.css';
import { IssueItem } from './issue-item';

import type { IssueRules } from '../utils/issue-rules';
import type { Dayjs } from 'dayjs';

/** Days before tomorrow (China) cannot be the ready date; the deadline cannot be before today. */
const beforeTomorrow = (day: Dayjs) => day.format(DATE_FORMAT) <= chinaToday();
const beforeToday = (day: Dayjs) => day.format(DATE_FORMAT) < chinaToday();

/** When (ready date, bid deadline — both China time) and in what money (currency, budget). */
export function IssueScheduleFields({ rules }: { rules: IssueRules }) {
  useDayjsLocale();
  const t = useText();
  const currency = Form.useWatch<Currency | undefined>('currency');

  return (
    <div className={styles.grid}>
      <IssueItem name="readyDate" rules={rules.readyDate} extra={t('tenderIssue.field.zone')}>
        <DatePicker format={DATE_FORMAT} disabledDate={beforeTomorrow} style={{ width: '100%' }} />
      </IssueItem>
      <IssueItem
        name="bidDeadline"
        rules={rules.bidDeadline}
        dependencies={['readyDate']}
        extra={t('tenderIssue.field.zone')}
      >
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format={DEADLINE_FORMAT}
          disabledDate={beforeToday}
          needConfirm={false}
          style={{ width: '100%' }}
        />
      </IssueItem>
      <IssueItem name="currency" rules={rules.currency}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          aria-label={t('tenderIssue.field.currency.label')}
          options={TENDER_CURRENCIES.map((value) => ({ value, label: value }))}
        />
      </IssueItem>
      <IssueItem name="budget" rules={rules.budget} extra={t('tenderIssue.field.budget.extra')}>
        <MoneyInput currency={currency} placeholder="5000.00" />
      </IssueItem>
    </div>
  );
}

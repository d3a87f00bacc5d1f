import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';

import { NOTIFICATION_KINDS, type NotificationParams } from '@/contract/notification/types';
import {
  NOTIFICATION_NEEDS,
  notificationText,
} from '@/features/notification/utils/notification-text';

import { arEG, enUS, zhCN } from '../../../utils/catalogues';

/** Money comes with a no-break space after its code; the expectations are written with a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const zh = createIntl({ locale: 'zh-CN', messages: zhCN });
const en = createIntl({ locale: 'en-US', messages: enUS });

const params: NotificationParams = {
  tenderNo: 'TD20261125001',
  tenderTitle: 'Shanghai → Los Angeles 2×40HQ',
  party: 'Ningbo Forwarding Ltd',
  amount: '12800.5',
  currency: 'USD',
  orderNo: 'OD20261125009',
  couponName: '满 1000 减 100',
  invoiceNo: '04400001',
  reason: 'Title does not match',
  // 16:00 UTC is midnight in China, the next day.
  deadline: '2026-11-26T16:00:00Z',
};

describe('notificationText', () => {
  it.each([
    [
      'bidReceived',
      'Ningbo Forwarding Ltd bid USD 12,800.50 on tender TD20261125001 “Shanghai → Los Angeles 2×40HQ”.',
    ],
    [
      'tenderClosing',
      'Bidding on tender TD20261125001 “Shanghai → Los Angeles 2×40HQ” closes at 11/27/2026 00:00 GMT+8, and nothing is awarded yet.',
    ],
    [
      'bidAwarded',
      'Your bid on tender TD20261125001 “Shanghai → Los Angeles 2×40HQ” won the award: USD 12,800.50.',
    ],
    ['orderPaid', 'Ningbo Forwarding Ltd paid order OD20261125009: USD 12,800.50.'],
    ['couponExpiring', 'Your coupon “满 1000 减 100” expires at 11/27/2026 00:00 GMT+8.'],
    ['invoiceIssued', 'Invoice 04400001 is issued: its PDF is ready to download.'],
    ['invoiceRejected', 'Your invoice application was rejected: Title does not match'],
    ['certificationApproved', 'Your company certification was approved.'],
  ] as const)('words %s in English with its values', (kind, expected) => {
    expect(plain(notificationText(en, { kind, params }))).toBe(expected);
  });

  it.each([
    [
      'bidRevised',
      'Ningbo Forwarding Ltd 修改了对招标 TD20261125001「Shanghai → Los Angeles 2×40HQ」的报价，现总价 USD 12,800.50。',
    ],
    ['orderCreated', '订单 OD20261125009 已生成，应付 USD 12,800.50，请尽快支付。'],
    ['couponExpiring', '你领取的优惠券「满 1000 减 100」将于 2026/11/27 00:00 GMT+8 过期。'],
    ['certificationRejected', '你的企业认证未通过：Title does not match'],
  ] as const)('words %s in Chinese with its values', (kind, expected) => {
    expect(plain(notificationText(zh, { kind, params }))).toBe(expected);
  });

  it('formats an amount without a currency as yuan', () => {
    expect(
      plain(
        notificationText(en, { kind: 'orderCreated', params: { orderNo: 'OD1', amount: '99' } }),
      ),
    ).toBe('Order OD1 awaits your payment of CNY 99.00.');
  });

  it('has a text for every kind in both languages, with no placeholder left', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const intl of [zh, en]) {
        const text = notificationText(intl, { kind, params });
        expect(text).not.toMatch(/[{}]/);
        expect(text).not.toContain(`notification.kind.${kind}`);
      }
    }
  });

  it.each(NOTIFICATION_KINDS)(
    'tells %s by its name when a value its message needs is missing, never with a hole',
    (kind) => {
      for (const name of NOTIFICATION_NEEDS[kind]) {
        const lacking = { ...params, [name]: undefined };
        expect(notificationText(zh, { kind, params: lacking })).toBe(
          zhCN[`notification.kindName.${kind}`],
        );
      }
      expect(notificationText(en, { kind, params: {} })).toBe(
        NOTIFICATION_NEEDS[kind].length > 0
          ? enUS[`notification.kindName.${kind}`]
          : notificationText(en, { kind, params }),
      );
    },
  );

  it.each(NOTIFICATION_KINDS)(
    'needs every value the message of %s is written with, in each language (a reason may end it)',
    (kind) => {
      // A plain argument, or a code the message words itself (a shipment's milestone: a select).
      const names = (elements: MessageFormatElement[]): string[] =>
        elements.flatMap((element) =>
          element.type === TYPE.argument || element.type === TYPE.select ? [element.value] : [],
        );
      for (const catalogue of [zhCN, enUS, arEG]) {
        const used = names(parse(catalogue[`notification.kind.${kind}`]));
        const optional =
          kind === 'orderCancelled' || kind === 'shipmentCorrected' ? ['reason'] : [];
        expect(used.filter((name) => !optional.includes(name)).sort()).toEqual(
          [...NOTIFICATION_NEEDS[kind]].sort(),
        );
      }
    },
  );
});

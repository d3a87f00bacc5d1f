import { createIntl } from 'react-intl';

import { formattingLocale } from '@/lib/i18n/locale';

import { arEG, enUS } from '../../../utils/catalogues';

type Id = keyof typeof enUS;

const english = createIntl({ locale: formattingLocale('en-US'), messages: enUS });
const arabic = createIntl({ locale: formattingLocale('ar-EG'), messages: arEG });
const say = (intl: typeof english, id: Id, values: Record<string, string | number>) =>
  intl.formatMessage({ id }, values);
/** `words` in a message, not as the start of a longer word ("1 tender", not in "1 tenders"). */
const words = (text: string) =>
  new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

describe('a count and its noun', () => {
  it.each<[Id, string, Record<string, string | number>, string, string]>([
    ['issuer.mine.total', 'total', {}, '1 tender', '2 tenders'],
    ['export.done', 'total', { fileName: 'f.xlsx' }, '1 row exported', '2 rows exported'],
    ['export.writing', 'total', {}, '(1 row)', '(2 rows)'],
    ['dashboard.bids.point', 'bids', { month: 'May', won: 0, lost: 0 }, '1 bid,', '2 bids,'],
    ['dashboard.bids.noDecided', 'bids', {}, 'placed 1 bid; it is', 'placed 2 bids; none'],
    ['dashboard.coupons.summary', 'count', { amount: '$5' }, '1 of your coupons was', 'were'],
    ['dashboard.coupons.unpriced', 'count', {}, '1 percentage coupon was', '2 percentage'],
    [
      'shipment.field.cargoValue',
      'packages',
      { weightKg: '1', volumeCbm: '1' },
      '1 package,',
      '2 packages,',
    ],
    ['coupon.days', 'days', {}, 'valid 1 day after', 'valid 2 days after'],
    ['hsCode.notice.sample', 'count', { asOf: '2025-01-01', chapters: 3 }, '1 code in', '2 codes'],
    [
      'hsCode.notice.sample',
      'chapters',
      { asOf: '2025-01-01', count: 9 },
      'in 1 chapter.',
      '2 chapters',
    ],
    ['hsCode.notice.full', 'count', { asOf: '2025-01-01' }, '1 code.', '2 codes.'],
    ['couponIssuer.problem.onOrder', 'held', {}, '1 coupon is on', '2 coupons are on'],
    [
      'schedule.meta.summary',
      'carriers',
      { lanes: 1, updatedAt: 'today' },
      '1 carrier · 1 lane',
      '2 carriers',
    ],
  ])('agree in English: %s', (id, count, values, one, two) => {
    expect(say(english, id, { ...values, [count]: 1 })).toMatch(words(one));
    expect(say(english, id, { ...values, [count]: 2 })).toMatch(words(two));
  });

  it.each<[Id, string, Record<string, string | number>, string, string]>([
    ['export.done', 'total', { fileName: 'f.xlsx' }, 'صفين', 'صفوف'],
    ['export.writing', 'total', {}, 'صفان', 'صفوف'],
    ['dashboard.bids.noDecided', 'bids', {}, 'عرضين', 'عروض'],
    ['shipment.field.cargoValue', 'packages', { weightKg: '1', volumeCbm: '1' }, 'طردان', 'طرود'],
    ['dashboard.coupons.unpriced', 'count', {}, 'قسيمتان', 'قسائم'],
  ])('agree in Arabic, two and three: %s', (id, count, values, two, three) => {
    expect(say(arabic, id, { ...values, [count]: 2 })).toMatch(words(two));
    expect(say(arabic, id, { ...values, [count]: 3 })).toMatch(words(three));
  });
});

import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';

import { isolateArguments } from '@/lib/i18n/isolate-arguments';

const FSI = '\u2068';
const PDI = '\u2069';

const format = (message: string, values: Record<string, string | number>) =>
  createIntl({
    locale: 'ar-EG-u-nu-latn',
    // A message outside the app's catalogue: its id is not a MessageId.
    messages: { probe: isolateArguments(message) } as never,
  }).formatMessage({ id: 'probe' as never }, values);

describe('isolateArguments', () => {
  it('isolates each value from the Arabic words around it', () => {
    expect(format('من {from} إلى {to}', { from: '2026-11-21', to: '2027-01-05' })).toBe(
      `من ${FSI}2026-11-21${PDI} إلى ${FSI}2027-01-05${PDI}`,
    );
  });

  it('isolates values inside plural forms, and numbers it formats', () => {
    expect(
      format(
        '{count, plural, one {# طلب من {party}} other {# طلبات من {party}}} بقيمة {amount, number}',
        {
          count: 3,
          party: 'Ningbo Hailian Co., Ltd.',
          amount: 1200,
        },
      ),
    ).toBe(`${FSI}3${PDI} طلبات من ${FSI}Ningbo Hailian Co., Ltd.${PDI} بقيمة ${FSI}1,200${PDI}`);
  });

  it('takes a message the build compiled, as well as one as written', () => {
    expect(isolateArguments(parse('إلى {to}'))).toEqual(isolateArguments('إلى {to}'));
  });
});

import { createIntl } from 'react-intl';

import { shortDateTime } from '@/features/home/utils/format';

// 09:00 UTC is 17:00 in China.
const AT = '2026-11-30T09:00:00Z';

describe('shortDateTime', () => {
  it('puts the zone after the time in Chinese as in English', () => {
    expect(shortDateTime(createIntl({ locale: 'zh-CN' }), AT)).toBe('11/30 17:00 GMT+8');
    expect(shortDateTime(createIntl({ locale: 'en-US' }), AT)).toBe('11/30 17:00 GMT+8');
  });

  it('reads the time in China whatever the offset of the value', () => {
    expect(shortDateTime(createIntl({ locale: 'en-US' }), '2026-12-01T00:30:00+09:00')).toBe(
      '11/30 23:30 GMT+8',
    );
  });
});

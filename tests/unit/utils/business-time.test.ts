import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { businessDateTime } from '@/utils/business-time';

function at(locale: string, iso: string) {
  return businessDateTime(createIntl({ locale }), iso);
}

describe('businessDateTime', () => {
  it('shows the time in the marketplace zone with the zone after it, in every language', () => {
    expect(at('zh-CN', '2026-11-21T09:39:00Z')).toBe('2026/11/21 17:39 GMT+8');
    expect(at('en-US', '2026-11-21T09:39:00Z')).toBe('11/21/2026 17:39 GMT+8');
    expect(at('ar-EG', '2026-11-21T09:39:00Z')).toBe('٢١‏/١١‏/٢٠٢٦ ١٧:٣٩ غرينتش+٨');
  });

  it('moves to the next day when the offset crosses midnight', () => {
    expect(at('zh-CN', '2026-03-01T23:05:00+03:00')).toBe('2026/03/02 04:05 GMT+8');
  });
});

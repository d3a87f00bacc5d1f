import { API_PREFIX } from '@/config/constants';

describe('toolchain', () => {
  it('resolves the @ alias', () => {
    expect(API_PREFIX).toBe('/trading-api');
  });
});

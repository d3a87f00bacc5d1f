import { partyName } from '@/utils/party-name';

const party = { enterpriseId: 'E1', name: '宁波远洋', nameEn: 'Ningbo Ocean' };

describe('partyName', () => {
  it('gives the Chinese name to a Chinese reader', () => {
    expect(partyName(party, 'zh-CN')).toBe('宁波远洋');
  });

  it('gives the English name to any other reader', () => {
    expect(partyName(party, 'en-US')).toBe('Ningbo Ocean');
  });

  it('gives the Chinese name when there is no English one', () => {
    expect(partyName({ enterpriseId: 'E2', name: '上海货代' }, 'en-US')).toBe('上海货代');
    expect(partyName({ enterpriseId: 'E2', name: '上海货代', nameEn: '' }, 'en-US')).toBe(
      '上海货代',
    );
  });
});

import { enterpriseName, initialsOf } from '@/features/directory/utils/enterprise-name';

describe('enterpriseName', () => {
  const party = {
    name: '宁波海联进出口有限公司',
    nameEn: 'Ningbo Hailian Import & Export Co., Ltd.',
  };

  it('gives the English name in English and the Chinese one in Chinese', () => {
    expect(enterpriseName(party, 'en-US')).toBe(party.nameEn);
    expect(enterpriseName(party, 'zh-CN')).toBe(party.name);
  });

  it('falls back to the Chinese name when there is no English one', () => {
    expect(enterpriseName({ name: party.name }, 'en-US')).toBe(party.name);
  });
});

describe('initialsOf', () => {
  it.each([
    ['宁波海联进出口有限公司', '海联'],
    ['黑龙江通达集卡物流有限公司', '通达'],
    ['上海市远航物流有限公司', '远航'],
    ['海联', '海联'],
    ['Ningbo Hailian Import & Export Co., Ltd.', 'HI'],
    ['Inner Mongolia Ruida Trading Co., Ltd.', 'RT'],
    ['Acme Logistics', 'AL'],
    ['Shanghai', 'S'],
  ])('gives %s the initials %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

import type { MemberInfo } from '@/contract/member/types';
import { profileChanges, toProfileFormValues } from '@/features/member/utils/profile-changes';

const info: MemberInfo = {
  member: {
    id: '1001',
    username: 'shipper',
    mobile: '13800000001',
    nickname: '李海',
    email: 'li@example.com',
    userType: 1,
    enterpriseId: '2001',
    enterpriseName: '上海海联',
    certStatus: 'approved',
    createdAt: '2025-05-20T14:00:00+08:00',
  },
  enterprise: {
    id: '2001',
    name: '上海海联',
    unifiedSocialCreditCode: '91310000MA1FL8XQ3X',
    userType: 1,
    provinceCode: '310000',
    address: '上海市浦东新区',
    contactName: '李海',
    contactPhone: '021-12345678',
    email: '',
    intro: '',
    services: ['ocean_fcl', 'customs'],
    logo: '/mock-oss/logo.png',
    certStatus: 'approved',
  },
};

const base = toProfileFormValues(info);

describe('profileChanges', () => {
  it('is undefined when nothing differs (text compared trimmed, services as a set)', () => {
    const same = {
      ...base,
      nickname: ' 李海 ',
      enterprise: {
        ...base.enterprise,
        services: ['customs', 'ocean_fcl'] as typeof base.enterprise.services,
      },
    };
    expect(profileChanges(base, same)).toBeUndefined();
    expect(profileChanges(base, undefined)).toBeUndefined();
  });

  it('sends only the changed member and enterprise fields', () => {
    const current = {
      ...base,
      email: 'new@example.com ',
      enterprise: {
        ...base.enterprise,
        address: '上海市黄浦区',
        services: ['ocean_fcl'] as typeof base.enterprise.services,
      },
    };
    expect(profileChanges(base, current)).toEqual({
      email: 'new@example.com',
      enterprise: { address: '上海市黄浦区', services: ['ocean_fcl'] },
    });
  });

  it('sends a removed image as an empty value', () => {
    const current = { ...base, enterprise: { ...base.enterprise, logo: undefined } };
    expect(profileChanges(base, current)).toEqual({ enterprise: { logo: '' } });
  });

  it('never sends the reviewed fields (name, credit code, licence)', () => {
    const current = {
      ...base,
      enterprise: { ...base.enterprise, name: '改名', unifiedSocialCreditCode: 'X' },
    } as typeof base;
    expect(profileChanges(base, current)).toBeUndefined();
  });
});

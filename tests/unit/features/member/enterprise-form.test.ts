import { creditCodeCheckChar } from '@/contract/common/validators';
import type { Enterprise } from '@/contract/member/types';
import {
  creditCodeProblem,
  filledEnterpriseKeys,
  normalizeCreditCode,
  toEnterpriseBody,
  toEnterpriseFormValues,
} from '@/features/member/utils/enterprise-form';

const first17 = '91310000MA1FL8XQ3';
const valid = first17 + (creditCodeCheckChar(first17) ?? '');
const wrongCheck = first17 + (valid.endsWith('0') ? '1' : '0');

describe('creditCodeProblem', () => {
  it('accepts a code whose check character matches', () => {
    expect(creditCodeProblem(valid)).toBeUndefined();
  });

  it('says `check` when only the 18th character is wrong', () => {
    expect(creditCodeProblem(wrongCheck)).toBe('check');
  });

  it.each([
    ['too short', valid.slice(0, 17)],
    ['too long', `${valid}1`],
    ['a letter the code does not use (O)', `${valid.slice(0, 10)}O${valid.slice(11)}`],
    ['lower case', valid.toLowerCase()],
    ['letters in the division code (places 3–8)', `91A10000${valid.slice(8)}`],
    ['empty', ''],
  ])('says `shape` when it is %s', (_, code) => {
    expect(creditCodeProblem(code)).toBe('shape');
  });
});

describe('normalizeCreditCode', () => {
  it('upper-cases, drops spaces and keeps 18 characters, as typed into the field', () => {
    expect(normalizeCreditCode(' 9131 0000 ma1fl8xq3x 99')).toBe('91310000MA1FL8XQ3X');
    expect(normalizeCreditCode(undefined)).toBe('');
  });
});

const enterprise: Enterprise = {
  id: '2004',
  name: '青岛瑞丰食品进出口有限公司',
  unifiedSocialCreditCode: valid,
  userType: 1,
  provinceCode: '',
  address: '山东省青岛市',
  contactName: '王瑞',
  contactPhone: '0532-88776655',
  email: '',
  intro: '',
  services: ['ocean_fcl'],
  certStatus: 'rejected',
  certRejectReason: '营业执照模糊',
};

describe('toEnterpriseFormValues / toEnterpriseBody', () => {
  it('fills the form from the server values (empty province and images as unset)', () => {
    expect(toEnterpriseFormValues(enterprise)).toMatchObject({
      name: enterprise.name,
      provinceCode: undefined,
      logo: undefined,
      businessLicence: undefined,
      services: ['ocean_fcl'],
      website: '',
    });
  });

  it('sends every field trimmed, the credit code upper-cased and removed images as empty', () => {
    const values = {
      ...toEnterpriseFormValues(enterprise),
      name: '  新名称 ',
      unifiedSocialCreditCode: valid.toLowerCase(),
      businessLicence: '/mock-oss/a.png',
      website: ' https://www.ruifeng-foods.example ',
    };
    expect(toEnterpriseBody(values)).toEqual({
      name: '新名称',
      unifiedSocialCreditCode: valid,
      provinceCode: '',
      address: '山东省青岛市',
      contactName: '王瑞',
      contactPhone: '0532-88776655',
      email: '',
      intro: '',
      services: ['ocean_fcl'],
      logo: '',
      businessLicence: '/mock-oss/a.png',
      website: 'https://www.ruifeng-foods.example',
    });
  });
});

describe('filledEnterpriseKeys', () => {
  it('keeps the fields with something in them for a draft (services always)', () => {
    expect(
      filledEnterpriseKeys({
        name: '甲',
        address: '  ',
        contactName: '',
        services: [],
        logo: undefined,
      }),
    ).toEqual(['name', 'services']);
  });
});

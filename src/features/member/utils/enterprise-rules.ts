import { EMAIL_PATTERN, PHONE_PATTERN } from '@/contract/common/validators';
import { WEBSITE_MAX, websiteProblem } from '@/contract/member/website';
import type { TextOf } from '@/lib/i18n/use-text';

import { creditCodeProblem, INTRO_MAX, normalizeCreditCode } from './enterprise-form';

import type { FormRule } from 'antd';

type Rules = Record<
  | 'name'
  | 'creditCode'
  | 'province'
  | 'address'
  | 'contactName'
  | 'contactPhone'
  | 'email'
  | 'intro'
  | 'website'
  | 'licence'
  | 'nickname',
  FormRule[]
>;

/** The longest values the server takes (mock/domains/member/profile.ts). */
const MAX = { name: 60, address: 120, contactName: 30, email: 100, nickname: 30 } as const;

/** Client-side rules of the enterprise and profile fields; the server checks them again. */
export function enterpriseRules(text: TextOf): Rules {
  const required = (id: Parameters<typeof text>[0]): FormRule => ({
    required: true,
    whitespace: true,
    message: text(id),
  });
  const max = (length: number): FormRule => ({
    max: length,
    message: text('enterprise.rule.tooLong', { max: length }),
  });

  return {
    name: [required('enterprise.rule.nameRequired'), max(MAX.name)],
    creditCode: [
      required('enterprise.rule.creditCodeRequired'),
      {
        validator: async (_, value: string | undefined) => {
          const code = normalizeCreditCode(value);
          if (!code) return;
          const problem = creditCodeProblem(code);
          if (problem === 'shape') throw new Error(text('enterprise.rule.creditCodeShape'));
          if (problem === 'check') throw new Error(text('enterprise.rule.creditCodeCheck'));
        },
      },
    ],
    province: [{ required: true, message: text('enterprise.rule.provinceRequired') }],
    address: [required('enterprise.rule.addressRequired'), max(MAX.address)],
    contactName: [required('enterprise.rule.contactNameRequired'), max(MAX.contactName)],
    contactPhone: [
      required('enterprise.rule.contactPhoneRequired'),
      {
        pattern: PHONE_PATTERN,
        transform: (value: string) => value.trim(),
        message: text('enterprise.rule.contactPhoneInvalid'),
      },
    ],
    email: [
      {
        pattern: EMAIL_PATTERN,
        transform: (value: string) => value.trim(),
        message: text('enterprise.rule.emailInvalid'),
      },
      max(MAX.email),
    ],
    intro: [max(INTRO_MAX)],
    // The server's rule (contract/member/website.ts), so what is saved is what the app links to.
    website: [
      {
        validator: async (_, value: string | undefined) => {
          const problem = websiteProblem((value ?? '').trim());
          if (problem === 'tooLong')
            throw new Error(text('enterprise.rule.tooLong', { max: WEBSITE_MAX }));
          if (problem) throw new Error(text(`enterprise.rule.website.${problem}`));
        },
      },
    ],
    licence: [{ required: true, message: text('enterprise.rule.licenceRequired') }],
    nickname: [required('enterprise.rule.nicknameRequired'), max(MAX.nickname)],
  };
}

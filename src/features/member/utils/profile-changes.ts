import type { MemberInfo, UpdateMemberInfoBody } from '@/contract/member/types';

import {
  bodyValue,
  toEnterpriseFormValues,
  type EnterpriseBody,
  type EnterpriseFormValues,
} from './enterprise-form';

/**
 * The enterprise fields the profile page edits. The reviewed ones (name, credit code, licence) are
 * changed only through a new certification on /subBaseInfo.
 */
export const PROFILE_ENTERPRISE_KEYS = [
  'provinceCode',
  'address',
  'contactName',
  'contactPhone',
  'email',
  'intro',
  'services',
  'logo',
  'website',
] as const satisfies readonly (keyof EnterpriseFormValues)[];

type ProfileEnterpriseKey = (typeof PROFILE_ENTERPRISE_KEYS)[number];

export interface ProfileFormValues {
  nickname: string;
  email: string;
  avatar?: string;
  enterprise: Pick<EnterpriseFormValues, ProfileEnterpriseKey>;
}

const MEMBER_KEYS = ['nickname', 'email', 'avatar'] as const;

/** The fields a refusal can name on this page, for `toFormFailure`. */
export const PROFILE_FIELDS = [
  ...MEMBER_KEYS,
  ...PROFILE_ENTERPRISE_KEYS.map((key) => `enterprise.${key}` as const),
];

export function toProfileFormValues({ member, enterprise }: MemberInfo): ProfileFormValues {
  const all = toEnterpriseFormValues(enterprise);
  return {
    nickname: member.nickname,
    email: member.email ?? '',
    avatar: member.avatar || undefined,
    enterprise: Object.fromEntries(
      PROFILE_ENTERPRISE_KEYS.map((key) => [key, all[key]]),
    ) as ProfileFormValues['enterprise'],
  };
}

const text = (value: string | undefined) => (value ?? '').trim();
const sameSet = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The update body with only what differs from `base` (text compared trimmed, services as a set, a
 * removed image as ''), or undefined when nothing changed.
 */
export function profileChanges(
  base: ProfileFormValues,
  current: Partial<ProfileFormValues> | undefined,
): UpdateMemberInfoBody | undefined {
  if (!current) return undefined;
  const body: UpdateMemberInfoBody = {};
  for (const key of MEMBER_KEYS) {
    if (key in current && text(current[key]) !== text(base[key])) body[key] = text(current[key]);
  }
  const enterprise: Record<string, unknown> = {};
  for (const key of PROFILE_ENTERPRISE_KEYS) {
    if (!current.enterprise || !(key in current.enterprise)) continue;
    const next = current.enterprise[key];
    const before = base.enterprise[key];
    const changed =
      key === 'services'
        ? !sameSet(next as string[] | undefined, before as string[])
        : text(next as string | undefined) !== text(before as string | undefined);
    if (changed) enterprise[key] = bodyValue(key, next);
  }
  if (Object.keys(enterprise).length > 0) body.enterprise = enterprise as EnterpriseBody;
  return Object.keys(body).length > 0 ? body : undefined;
}

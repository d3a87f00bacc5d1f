import { charCount } from '@/contract/common/text-length';
import {
  EMAIL_PATTERN,
  isMobile,
  isValidCreditCode,
  PHONE_PATTERN,
} from '@/contract/common/validators';
import { BizCode } from '@/contract/http';
import { ENTERPRISE_SERVICES, type EnterpriseService } from '@/contract/member/types';
import { WEBSITE_MAX, websiteProblem } from '@/contract/member/website';

import { accept, invalid, reject, type Rejection, type RuleResult } from '../../core/result';
import { consumeSmsCode, isRegistered } from '../auth/sms';
import { provinces } from '../reference/data-provinces';
import { CERT_LOCKED_FIELDS, submitCertification } from './certification';

import type { MemberWrite } from '../../core/input';
import type { Db } from '../../core/schema';
import type { EnterpriseRow, MemberRow } from './schema';

type Input = Record<string, unknown>;
type Check = (value: string) => Rejection | undefined;

/** Text fields: [maximum length, extra check, may be emptied]. */
const MEMBER_TEXT: Record<string, [number, Check?, boolean?]> = {
  nickname: [30],
  avatar: [500, undefined, true],
  email: [100, (value) => (EMAIL_PATTERN.test(value) ? undefined : invalid('email')), true],
};

function checkWebsite(value: string): Rejection | undefined {
  const problem = websiteProblem(value);
  if (problem === 'notHttps') return invalid('enterprise.website', 'website.notHttps');
  if (problem === 'credentials') return invalid('enterprise.website', 'website.credentials');
  return problem ? invalid('enterprise.website', 'website.malformed') : undefined;
}

const ENTERPRISE_TEXT: Record<string, [number, Check?, boolean?]> = {
  name: [60],
  unifiedSocialCreditCode: [18],
  provinceCode: [
    6,
    (value) =>
      provinces.some((province) => province.code === value)
        ? undefined
        : invalid('enterprise.provinceCode'),
  ],
  address: [120],
  contactName: [30],
  contactPhone: [
    20,
    (value) => (PHONE_PATTERN.test(value) ? undefined : invalid('enterprise.contactPhone')),
  ],
  email: [
    100,
    (value) => (EMAIL_PATTERN.test(value) ? undefined : invalid('enterprise.email')),
    true,
  ],
  intro: [500, undefined, true],
  logo: [500, undefined, true],
  businessLicence: [500],
  // The shared rule (contract/member/website.ts): an absolute https address without credentials.
  website: [WEBSITE_MAX, checkWebsite, true],
};

/** Reads the text fields of `spec` from `input` into `target`; the first bad one is refused. */
function readText(
  input: Input,
  spec: Record<string, [number, Check?, boolean?]>,
  prefix: string,
  target: Record<string, unknown>,
): Rejection | undefined {
  for (const [key, [max, check, mayBeEmpty]] of Object.entries(spec)) {
    if (!(key in input) || input[key] === undefined) continue;
    const field = prefix + key;
    const raw = input[key];
    if (typeof raw !== 'string') return invalid(field);
    const value = raw.trim();
    if (!value && !mayBeEmpty) return invalid(field, 'field.required');
    if (charCount(value) > max) return invalid(field, 'field.tooLong', { max });
    const refused = value ? check?.(value) : undefined;
    if (refused) return refused;
    target[key] = value;
  }
  return undefined;
}

function readEnterprise(db: Db, input: Input, current: EnterpriseRow): RuleResult<EnterpriseRow> {
  const next: EnterpriseRow = { ...current, services: [...current.services] };
  const changes: Record<string, unknown> = {};
  const refused = readText(input, ENTERPRISE_TEXT, 'enterprise.', changes);
  if (refused) return refused;
  if (typeof changes.unifiedSocialCreditCode === 'string') {
    const code = changes.unifiedSocialCreditCode.toUpperCase();
    const field = 'enterprise.unifiedSocialCreditCode';
    if (!isValidCreditCode(code)) return invalid(field, 'creditCode.invalid');
    const taken = Object.values(db.enterprises).some(
      (other) => other.id !== current.id && other.unifiedSocialCreditCode === code,
    );
    if (taken) return invalid(field, 'creditCode.taken');
    changes.unifiedSocialCreditCode = code;
  }
  if (input.services !== undefined) {
    const services = input.services;
    const valid =
      Array.isArray(services) &&
      services.every((item) => ENTERPRISE_SERVICES.includes(item as EnterpriseService));
    if (!valid) return invalid('enterprise.services');
    next.services = [...new Set(services as EnterpriseService[])];
  }
  Object.assign(next, changes);
  const touched = CERT_LOCKED_FIELDS.filter((key) => next[key] !== current[key]);
  if (touched.length > 0 && current.certStatus === 'pending') {
    return reject(BizCode.conflict, 'cert.locked');
  }
  if (touched.length > 0 && current.certStatus === 'approved') {
    // What the reviewer checked has changed: the enterprise has to be certified again.
    next.certStatus = 'none';
    delete next.certDecidedAt;
  }
  return accept(next);
}

/**
 * Partial update of the member and the enterprise. Everything is checked before anything is
 * stored, so a refused update changes nothing (the SMS code of a mobile change is used up last).
 */
export const updateMemberInfo: MemberWrite<{ member: MemberRow; enterprise: EnterpriseRow }> = (
  db,
  member,
  body,
  now,
) => {
  const current = db.enterprises[member.enterpriseId];
  if (!current) return reject(BizCode.notFound, 'field.notFound', { field: 'enterpriseId' });
  const nextMember: MemberRow = { ...member };
  const refused = readText(body, MEMBER_TEXT, '', nextMember as unknown as Record<string, unknown>);
  if (refused) return refused;

  let enterprise = current;
  if (body.enterprise !== undefined) {
    if (typeof body.enterprise !== 'object' || body.enterprise === null) {
      return invalid('enterprise');
    }
    const read = readEnterprise(db, body.enterprise as Input, current);
    if (!read.ok) return read;
    enterprise = read.value;
  } else {
    enterprise = { ...current };
  }
  if (body.submitCertification === true) {
    const submitted = submitCertification(enterprise, now);
    if (!submitted.ok) return submitted;
  }

  const mobile = typeof body.mobile === 'string' ? body.mobile.trim() : undefined;
  if (mobile !== undefined && mobile !== member.mobile) {
    if (!isMobile(mobile)) return invalid('mobile', 'mobile.invalid');
    if (isRegistered(db, mobile)) return invalid('mobile', 'mobile.registered');
    const smsCode = typeof body.smsCode === 'string' ? body.smsCode : '';
    const sms = consumeSmsCode(db, { mobile, scene: 'change_mobile', smsCode }, now);
    if (!sms.ok) return sms;
    if (member.username === member.mobile) nextMember.username = mobile;
    nextMember.mobile = mobile;
  }

  Object.assign(member, nextMember);
  db.enterprises[enterprise.id] = enterprise;
  return accept({ member, enterprise });
};

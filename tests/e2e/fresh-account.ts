import { CaptchaApi } from '../../src/contract/auth/paths';
import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from '../../src/contract/common/validators';
import { DevtoolsApi } from '../../src/contract/devtools/paths';
import { API_PREFIX } from '../../src/contract/http';
import { mockApi } from './fixtures';

import type { CaptchaResult } from '../../src/contract/auth/types';
import type { MockAccountBody } from '../../src/contract/devtools/types';
import type { APIRequestContext } from '@playwright/test';

export const FRESH_PASSWORD = 'Freight2026x';

/** `139` and eight random digits: a number no other test uses (the mock is shared by workers). */
export const randomMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A valid unified social credit code no other enterprise has (Shanghai Pudong, random body). */
export function randomCreditCode(): string {
  const body = Array.from(
    { length: 9 },
    () => CREDIT_CODE_CHARSET[Math.floor(Math.random() * CREDIT_CODE_CHARSET.length)],
  ).join('');
  const first17 = `91310115${body}`;
  return first17 + (creditCodeCheckChar(first17) ?? '');
}

/** The payload of a mock reply; throws on any code but 200. */
export async function call<T>(reply: Promise<{ json: () => Promise<unknown> }>): Promise<T> {
  const envelope = (await (await reply).json()) as {
    code: number;
    message: string;
    data?: T;
    result?: T;
  };
  if (envelope.code !== 200) throw new Error(`mock replied ${envelope.code}: ${envelope.message}`);
  return (envelope.data ?? envelope.result) as T;
}

/** A fresh captcha and its answer (read from the mock), as a person would type it. */
export async function solveCaptcha(
  request: APIRequestContext,
): Promise<{ captchaKey: string; captchaCode: string }> {
  const mock = mockApi(request);
  // Another worker may ask for a captcha between ours and the inspect call: ask again.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const { captchaKey } = await call<CaptchaResult>(
      request.get(`${API_PREFIX}${CaptchaApi.captcha}`),
    );
    const { lastCaptcha } = await mock.inspect();
    if (lastCaptcha?.captchaKey === captchaKey)
      return { captchaKey, captchaCode: lastCaptcha.answer };
  }
  throw new Error('could not read the answer of a captcha');
}

/**
 * Makes a new account with the mock's developer call (what register does, without captcha and SMS
 * code, so the number's SMS limit is untouched) and returns its mobile number and password; log in
 * with `submitLogin`.
 */
export async function registerFreshAccount(
  request: APIRequestContext,
  body: Partial<MockAccountBody> = {},
): Promise<{ mobile: string; password: string }> {
  const mobile = body.mobile ?? randomMobile();
  const password = body.password ?? FRESH_PASSWORD;
  const account: MockAccountBody = {
    userType: body.userType ?? 1,
    mobile,
    password,
    companyName: body.companyName ?? `E2E 测试企业 ${mobile}`,
  };
  await call(request.post(`${API_PREFIX}${DevtoolsApi.account}`, { data: account }));
  return { mobile, password };
}

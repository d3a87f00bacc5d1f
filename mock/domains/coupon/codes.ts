import { COUPON_CODE_LENGTH, couponCodeProblem } from '@/contract/coupon/code';

import { couponInvalid } from './problems';

import type { Rejection } from '../../core/result';

/** A 4000 naming `code` when a (normalized) code cannot be one: empty, wrong length or alphabet. */
export function codeProblem(code: string): Rejection | undefined {
  const problem = couponCodeProblem(code);
  if (problem === 'required') return couponInvalid('code', 'field.required');
  if (problem === 'length') {
    return couponInvalid('code', 'coupon.codeLength', { length: COUPON_CODE_LENGTH });
  }
  if (problem === 'alphabet') return couponInvalid('code', 'coupon.codeAlphabet');
  return undefined;
}

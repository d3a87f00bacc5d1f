import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { COUPON_CODE_PARAM } from '@/contract/coupon/code';

import { readRedeemInput } from '../utils/redeem-code';

/**
 * The code the redemption page looks up, kept in the address (`?code=`, what a member's QR code
 * opens): `raw` as the address has it (the field starts from it), `code` once it is a valid code.
 * `show` puts a (normalised) code there in place of the last one, keeping the rest of the address, so a reload or a shared address
 * shows it again without filling the history with every code of the day.
 */
export function useRedeemCodeParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(COUPON_CODE_PARAM) ?? '';
  const input = readRedeemInput(raw);
  const code = raw && !input.problem ? input.code : undefined;

  // The rest of the address (the redemption records' filters below) stays as it is.
  const show = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.set(COUPON_CODE_PARAM, next);
          return kept;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { raw, code, show };
}

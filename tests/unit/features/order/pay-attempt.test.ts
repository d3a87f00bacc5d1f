import { attemptAfterFailure, attemptFor } from '@/features/order/utils/pay-attempt';
import { BizError, TransportError } from '@/lib/request';
import { newRequestId } from '@/utils/request-id';

const ids = () => {
  let next = 0;
  return () => `id-${(next += 1)}`;
};

describe('attemptFor', () => {
  it('starts an attempt with a new request id when there is none', () => {
    expect(attemptFor(undefined, 'wechat', ids())).toEqual({ method: 'wechat', requestId: 'id-1' });
  });

  it('keeps the unfinished attempt when the same method is chosen again', () => {
    const current = { method: 'alipay' as const, requestId: 'kept' };
    expect(attemptFor(current, 'alipay', ids())).toBe(current);
  });

  it('starts a new attempt when the method changes', () => {
    const current = { method: 'alipay' as const, requestId: 'kept' };
    expect(attemptFor(current, 'bank_transfer', ids())).toEqual({
      method: 'bank_transfer',
      requestId: 'id-1',
    });
  });
});

describe('attemptAfterFailure', () => {
  const attempt = { method: 'wechat' as const, requestId: 'r1' };

  it.each(['timeout', 'network', 'offline', 'server'] as const)(
    'keeps the attempt when the reply may be lost (%s)',
    (kind) => {
      expect(attemptAfterFailure(attempt, new TransportError(kind))).toBe(attempt);
    },
  );

  it('drops the attempt when the server refused it', () => {
    expect(attemptAfterFailure(attempt, new BizError(4009, 'paid'))).toBeUndefined();
  });

  it('drops the attempt after an HTTP error status', () => {
    expect(attemptAfterFailure(attempt, new TransportError('http', 404))).toBeUndefined();
  });
});

describe('newRequestId', () => {
  it('makes a UUID v4 where crypto.randomUUID is missing (plain HTTP)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newRequestId(insecure)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('makes a different id each time, short enough for the server (≤ 64)', () => {
    const a = newRequestId();
    const b = newRequestId();
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(64);
  });
});

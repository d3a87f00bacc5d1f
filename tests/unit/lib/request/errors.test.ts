import {
  BizError,
  describeError,
  fieldOf,
  isAuthFailure,
  isBizError,
  TransportError,
} from '@/lib/request';
import type { MessageId } from '@/locales/message-id';

import { zhCN } from '../../../utils/catalogues';

function format(id: MessageId, values?: Record<string, string | number>): string {
  return Object.entries(values ?? {}).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    zhCN[id] as string,
  );
}

describe('fieldOf', () => {
  it('names the refused field when a 4000 reply names one', () => {
    expect(fieldOf(new BizError(4000, '密码错误', { field: 'password' }))).toBe('password');
  });

  it('gives nothing when the code is not 4000', () => {
    expect(fieldOf(new BizError(4009, '冲突', { field: 'password' }))).toBeUndefined();
  });

  it('gives nothing when the reply names no field', () => {
    expect(fieldOf(new BizError(4000, '参数错误', null))).toBeUndefined();
    expect(fieldOf(new Error('x'))).toBeUndefined();
  });
});

describe('isBizError and isAuthFailure', () => {
  it('tells a business error by its code', () => {
    const error = new BizError(4098, '登录已过期');
    expect(isBizError(error)).toBe(true);
    expect(isBizError(error, 4003)).toBe(false);
    expect(isAuthFailure(error)).toBe(true);
    expect(isAuthFailure(new TransportError('network'))).toBe(false);
  });
});

describe('describeError', () => {
  it.each([
    ['a business error', new BizError(4009, '该优惠券已使用'), '该优惠券已使用'],
    ['a business error without message', new BizError(5000, ''), zhCN['errors.unknown']],
    [
      'a transport error with a server message',
      new TransportError('server', 503, '维护中'),
      '维护中',
    ],
    ['a time-out', new TransportError('timeout'), zhCN['errors.timeout']],
    ['an HTTP status', new TransportError('http', 404), '请求失败（404），请稍后重试'],
    ['anything else', new Error('boom'), zhCN['errors.unknown']],
  ])('gives the text to show for %s', (_name, error, text) => {
    expect(describeError(error, format)).toBe(text);
  });
});

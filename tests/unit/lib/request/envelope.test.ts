import { isEnvelope, messageOf, unwrap } from '@/lib/request/envelope';

describe('unwrap', () => {
  it('returns data when the envelope carries data', () => {
    expect(unwrap({ code: 200, message: 'ok', data: { id: 1 } })).toEqual({ id: 1 });
  });

  it('returns result when the envelope carries result', () => {
    expect(unwrap({ code: 200, message: 'ok', result: 'token' })).toBe('token');
  });

  it('returns null when data is null and there is no result', () => {
    expect(unwrap({ code: 200, message: 'ok', data: null })).toBeNull();
  });
});

describe('isEnvelope', () => {
  it.each([
    [{ code: 200, message: 'ok' }, true],
    [{ code: '200' }, false],
    ['<html></html>', false],
    [null, false],
  ])('tells %j is an envelope: %s', (body, expected) => {
    expect(isEnvelope(body)).toBe(expected);
  });
});

describe('messageOf', () => {
  it('returns a short plain message trimmed', () => {
    expect(messageOf({ message: '  验证码错误 ' })).toBe('验证码错误');
  });

  it.each([
    ['an HTML page', { message: '<html><body>502</body></html>' }],
    ['a very long text', { message: 'x'.repeat(301) }],
    ['a blank text', { message: '   ' }],
    ['a number', { message: 42 }],
    ['no body', undefined],
  ])('returns nothing when the message is %s', (_name, body) => {
    expect(messageOf(body)).toBeUndefined();
  });
});

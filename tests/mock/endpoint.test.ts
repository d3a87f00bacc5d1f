import { endpoint } from '@mock/core/endpoint';
import { ok } from '@mock/core/envelope';
import { currentMember, requireUserType } from '@mock/core/guard';
import { server } from '@mock/node';
import { createSessionFor } from '@mock/testing';

import { call } from './helpers';

describe('endpoint', () => {
  it('turns an unexpected failure into a 5000 reply in the request language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      endpoint('get', '/trading/api/boom', () => {
        throw new Error('boom');
      }),
    );
    expect(await call('GET', '/trading/api/boom', { lang: 'en-US' })).toEqual({
      code: 5000,
      message: 'Internal server error. Please try again later.',
      data: null,
    });
    expect((await call('GET', '/trading/api/boom')).message).toBe('服务器内部错误，请稍后重试');
  });

  it.each([
    ['ar-EG, en-US;q=0.8', 'Internal server error. Please try again later.'],
    ['fr;q=0.9, zh-CN;q=0.8, en;q=0.5', '服务器内部错误，请稍后重试'],
    ['ar-EG', '服务器内部错误，请稍后重试'],
  ])('answers %j in the first language it writes', async (lang, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      endpoint('get', '/trading/api/boom', () => {
        throw new Error('boom');
      }),
    );
    expect((await call('GET', '/trading/api/boom', { lang })).message).toBe(message);
  });

  it('gives 4003 naming who a call is for when the user type is wrong', async () => {
    // A path of its own: a stub's null is no reply of the contract's bid/submit.
    server.use(
      endpoint('post', '/trading/api/forwarders-only', (ctx) => {
        requireUserType(currentMember(ctx), [2, 3]);
        return ok(null);
      }),
    );
    const shipper = createSessionFor('shipper');
    const forwarder = createSessionFor('forwarder');
    expect(
      await call('POST', '/trading/api/forwarders-only', {
        token: shipper.access_token,
        lang: 'en-US',
      }),
    ).toEqual({
      code: 4003,
      message: 'This is only available to freight forwarders and container consolidators.',
      data: null,
    });
    expect(
      (await call('POST', '/trading/api/forwarders-only', { token: shipper.access_token })).message,
    ).toBe('该功能仅对货代企业、集拼企业开放');
    expect(
      (await call('POST', '/trading/api/forwarders-only', { token: forwarder.access_token })).code,
    ).toBe(200);
    expect((await call('POST', '/trading/api/forwarders-only')).code).toBe(4098);
  });
});

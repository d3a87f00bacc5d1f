import {
  DEMO_WECHAT_OPEN_ID,
  mockWechatCode,
  randomOpenId,
} from '@/features/devtools/utils/simulated-wechat';
import { db } from '@mock/core/store';
import { wechatCallback } from '@mock/domains/member/wechat';

import { SIMULATION_MARKERS } from '../../../../build/no-mock';

describe("the simulated WeChat consent screen's codes", () => {
  it('are the codes the mock accepts, and the demo openid is bound to a member', () => {
    const reply = wechatCallback(db, mockWechatCode(DEMO_WECHAT_OPEN_ID), 'ticket-1', Date.now());
    expect(reply).toMatchObject({ ok: true, value: { bound: true } });
  });

  it('carry a marker that refuses them in a production build (build/no-mock.ts)', () => {
    const code = mockWechatCode(randomOpenId());
    expect(SIMULATION_MARKERS.some((marker) => code.startsWith(marker))).toBe(true);
  });
});

describe('randomOpenId', () => {
  it('gives a new openid each time', () => {
    const first = randomOpenId();
    expect(first).toMatch(/^o[0-9a-f]{12}$/);
    expect(randomOpenId()).not.toBe(first);
  });
});

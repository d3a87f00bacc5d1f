import { type Page } from '@playwright/test';

import { wechatConfig } from '../../src/config/wechat';
import { mockWechatCode } from '../../src/features/devtools/utils/simulated-wechat';

/** What the user does on WeChat's page: allow as the WeChat account `openId`, or refuse. */
export type WechatAnswer = { allowAs: string } | 'deny';

/** The requests that reached WeChat's authorize page (what the app sent there). */
export interface WechatVisits {
  readonly urls: URL[];
  /** The `state` of the last visit. */
  readonly lastState: string;
}

/**
 * Stands in for WeChat's QR-code login page, which a test cannot use: the build under test has an
 * app id (scripts/test-build-env.ts), so the login page leaves for that page, and this answers as
 * WeChat does once the user has scanned: a redirect to `redirect_uri` with `code` and `state`, or
 * with `state` alone when the user refused. The codes are the ones the mock back end accepts
 * (`mock-wechat-<openid>`, mock/domains/member/wechat.ts), which stand in for WeChat's.
 */
export async function standInForWechat(page: Page, answer: WechatAnswer): Promise<WechatVisits> {
  const urls: URL[] = [];
  await page.route(
    (url) => `${url.origin}${url.pathname}` === wechatConfig.authorizeUrl,
    async (route) => {
      const asked = new URL(route.request().url());
      urls.push(asked);
      const state = asked.searchParams.get('state') ?? '';
      const back = new URL(asked.searchParams.get('redirect_uri') ?? '');
      const query: Record<string, string> =
        answer === 'deny' ? { state } : { code: mockWechatCode(answer.allowAs), state };
      back.search = new URLSearchParams(query).toString();
      await route.fulfill({ status: 302, headers: { location: back.href } });
    },
  );
  return {
    urls,
    get lastState() {
      return urls.at(-1)?.searchParams.get('state') ?? '';
    },
  };
}

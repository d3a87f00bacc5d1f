/**
 * The two parties of a shipment journey: a fresh shipper and a fresh forwarder (so no other spec's
 * trade changes their notifications), and a paid freight order between them, made through the API
 * (paying opens its shipment at once). Each journey ships its own order: parallel tests and repeats
 * never touch it.
 */
import { API_PREFIX } from '../../src/contract/http';
import { NotificationApi } from '../../src/contract/notification/paths';
import { OrderApi } from '../../src/contract/order/paths';
import { ShipmentApi } from '../../src/contract/shipment/paths';
import { expect, mockApi, startInLocale, submitLogin } from './fixtures';
import { call } from './fresh-account';
import {
  apiToken,
  awardBid,
  bidBody,
  createTender,
  registerCertifiedAccount,
  submitBid,
} from './trade-api';

import type { AppLocale } from '../../src/config/constants';
import type { Page as ResultPage } from '../../src/contract/http';
import type { ShipmentSummary } from '../../src/contract/shipment/types';
import type { APIRequestContext, Page } from '@playwright/test';

export interface Party {
  mobile: string;
  password: string;
  companyName: string;
  token: string;
}

async function freshParty(request: APIRequestContext, userType: 1 | 2): Promise<Party> {
  const account = await registerCertifiedAccount(request, userType);
  return { ...account, token: await apiToken(request, account) };
}

/**
 * A shipper, a forwarder and the shipment of an order between them: the shipper's FCL tender
 * Shanghai → Los Angeles (2 × 40HQ) awarded to the forwarder's bid and paid by WeChat Pay. Both
 * start with nothing unread (their certification notices are marked read).
 */
export async function paidShipment(request: APIRequestContext) {
  // One after the other: each login reads the mock's last captcha.
  const shipper = await freshParty(request, 1);
  const forwarder = await freshParty(request, 2);
  const tender = await createTender(request, shipper.token);
  const bid = await submitBid(request, forwarder.token, bidBody(tender));
  const { orderNo } = await awardBid(request, shipper.token, tender.id, bid.id);
  await call(
    request.post(`${API_PREFIX}${OrderApi.pay}`, {
      data: { orderNo, method: 'wechat', requestId: crypto.randomUUID() },
      headers: { token: shipper.token },
    }),
  );
  await mockApi(request).confirmPayment(orderNo);
  const found = await call<ResultPage<ShipmentSummary>>(
    request.get(`${API_PREFIX}${ShipmentApi.mine}`, {
      params: { orderNo, current: 1, size: 1 },
      headers: { token: shipper.token },
    }),
  );
  const shipmentNo = found.records[0]?.shipmentNo ?? '';
  expect(shipmentNo, `the shipment of order ${orderNo}`).not.toBe('');
  for (const party of [shipper, forwarder]) {
    await call(
      request.post(`${API_PREFIX}${NotificationApi.readAll}`, {
        data: {},
        headers: { token: party.token },
      }),
    );
  }
  return { shipper, forwarder, orderNo, shipmentNo };
}

/**
 * Logs `party` in on `page` (a context with no saved session) through the login form, in the
 * default language (the helper knows its labels), and opens `href` in `locale`. The context's
 * clock is Playwright's, running: a notification poll is fast-forwarded rather than waited for.
 */
export async function logInAndOpen(
  page: Page,
  party: Party,
  locale: AppLocale,
  href: string,
): Promise<void> {
  await page.context().clock.install();
  await submitLogin(page, { username: party.mobile, password: party.password });
  await page.waitForURL((url) => url.pathname !== '/login');
  await startInLocale(page, locale);
  await page.goto(href);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** A PDF of a few kilobytes: its signature, then spaces (the mock reads the type from the bytes). */
export function pdf(name: string) {
  const head = Buffer.from('%PDF-1.7\n');
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, Buffer.alloc(4096, 0x20)]),
  };
}

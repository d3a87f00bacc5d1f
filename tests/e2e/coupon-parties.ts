/**
 * The parties of a coupon journey. Coupons are scoped to their issuer (a coupon applies only to
 * orders paid to it, and only its issuer can redeem it), so each journey issues them as a forwarder
 * of its own: parallel journeys and repeats never see, choose or reserve each other's coupons.
 */
import { expect, startInLocale, submitLogin } from './fixtures';
import { apiToken, awardedOrder, registerCertifiedAccount } from './trade-api';

import type { AppLocale } from '../../src/config/constants';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

export interface Issuer {
  mobile: string;
  password: string;
  companyName: string;
  token: string;
}

/** A new freight forwarder with a certified enterprise, and an access token of its own. */
export async function freshForwarder(request: APIRequestContext): Promise<Issuer> {
  const account = await registerCertifiedAccount(request, 2);
  return { ...account, token: await apiToken(request, account) };
}

/**
 * An unpaid order of the demo shipper's, paid to `issuer`: the shipper issues an FCL tender
 * (2 × 40HQ), the issuer bids USD 3,990.00 (trade-api's bidBody) and the shipper awards it.
 */
export function orderAwardedTo(request: APIRequestContext, issuer: Issuer): Promise<string> {
  return awardedOrder(request, issuer.token);
}

/**
 * A browser of the issuer's own, in `locale`, logged in through the login form. It starts with no
 * storage: a new context otherwise inherits the test's saved session.
 */
export async function issuerBrowser(
  browser: Browser,
  issuer: Issuer,
  locale: AppLocale,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await startInLocale(page, locale);
  await submitLogin(page, { username: issuer.mobile, password: issuer.password });
  await page.waitForURL((url) => url.pathname !== '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  return { context, page };
}

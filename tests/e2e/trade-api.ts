/**
 * Trade data made through the HTTP API, as the pages would make it: a spec that needs its own tender,
 * bid or order (the mock is shared by parallel workers) creates it here instead of changing seed rows.
 */
import { CaptchaApi, SessionApi } from '../../src/contract/auth/paths';
import { BidApi } from '../../src/contract/bid/paths';
import { API_PREFIX } from '../../src/contract/http';
import { MarketApi } from '../../src/contract/market/paths';
import { MemberApi } from '../../src/contract/member/paths';
import { TenderApi } from '../../src/contract/tender/paths';
import { demoAccounts, DEMO_PASSWORD, mockApi, type DemoKind } from './fixtures';
import { call, randomCreditCode, registerFreshAccount, solveCaptcha } from './fresh-account';

import type { TokenResult } from '../../src/contract/auth/types';
import type { Bid, BidBody } from '../../src/contract/bid/types';
import type { UserType } from '../../src/contract/common/user';
import type { ListingBody, ListingDetail } from '../../src/contract/market/types';
import type { TenderAward, TenderBody, TenderDetail } from '../../src/contract/tender/types';
import type { APIRequestContext } from '@playwright/test';

/** An access token of a demo account (or any account, by mobile and password). */
export async function apiToken(
  request: APIRequestContext,
  who: DemoKind | { mobile: string; password: string },
): Promise<string> {
  const { mobile, password } =
    typeof who === 'string' ? { mobile: demoAccounts[who].mobile, password: DEMO_PASSWORD } : who;
  const captcha = await solveCaptcha(request);
  // The login form checks the captcha first; the token call then accepts the checked captcha.
  await call(request.post(`${API_PREFIX}${CaptchaApi.captchaCheck}`, { data: captcha }));
  const tokens = await call<TokenResult>(
    request.post(`${API_PREFIX}${SessionApi.token}`, {
      data: { grantType: 'password', userType: 'PC', username: mobile, password, ...captcha },
    }),
  );
  return tokens.access_token;
}

const DAY = 24 * 3600 * 1000;

/** YYYY-MM-DD in China time, `days` from now. */
export function chinaDate(days: number): string {
  return new Date(Date.now() + days * DAY + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A valid FCL tender body: Shanghai → Los Angeles, 2 × 40HQ, deadline in 3 days, ready in 10. */
export function tenderBody(overrides: Partial<TenderBody> = {}): TenderBody {
  const stamp = Math.random().toString(36).slice(2, 8).toUpperCase();
  return {
    title: `E2E 上海至洛杉矶整箱 ${stamp}`,
    shipmentType: 'FCL',
    pol: 'CNSHA',
    pod: 'USLAX',
    containers: [{ type: '40HQ', quantity: 2 }],
    cargoName: `Garden tools ${stamp}`,
    cargoType: 'general',
    incoterm: 'FOB',
    readyDate: chinaDate(10),
    bidDeadline: new Date(Date.now() + 3 * DAY).toISOString(),
    currency: 'USD',
    ...overrides,
  };
}

/** Publishes a tender as `token`'s member (a type 1 account). */
export function createTender(
  request: APIRequestContext,
  token: string,
  body: TenderBody = tenderBody(),
): Promise<TenderDetail> {
  return call<TenderDetail>(
    request.post(`${API_PREFIX}${TenderApi.create}`, { data: body, headers: { token } }),
  );
}

/** A valid bid on an FCL tender with one container type: freight, BAF per container, DOC per B/L. */
export function bidBody(tender: TenderDetail, overrides: Partial<BidBody> = {}): BidBody {
  const types = [...new Set(tender.containers.map((line) => line.type))];
  return {
    tenderId: tender.id,
    currency: tender.currency,
    freight:
      tender.shipmentType === 'FCL'
        ? types.map((unit) => ({ unit, amount: '1850.00' }))
        : [{ unit: 'cbm', amount: '45.00' }],
    surcharges: [
      {
        code: 'BAF',
        amount: '120.00',
        unit: tender.shipmentType === 'FCL' ? 'per_container' : 'per_cbm',
      },
      { code: 'DOC', amount: '50.00', unit: 'per_bl' },
    ],
    carrier: 'COSU',
    transitDays: 16,
    etd: chinaDate(12),
    validUntil: chinaDate(30),
    freeDays: 7,
    ...overrides,
  };
}

export function submitBid(request: APIRequestContext, token: string, body: BidBody): Promise<Bid> {
  return call<Bid>(
    request.post(`${API_PREFIX}${BidApi.submit}`, { data: body, headers: { token } }),
  );
}

export function awardBid(
  request: APIRequestContext,
  token: string,
  tenderId: string,
  bidId: string,
): Promise<TenderAward> {
  return call<TenderAward>(
    request.post(`${API_PREFIX}${TenderApi.award}`, {
      data: { tenderId, bidId },
      headers: { token },
    }),
  );
}

/**
 * A fresh order: the demo shipper issues a tender, the bidder (the demo forwarder unless another
 * account's token is given) bids, the shipper awards. Returns the order number.
 */
export async function awardedOrder(
  request: APIRequestContext,
  bidderToken?: string,
): Promise<string> {
  const shipper = await apiToken(request, 'shipper');
  const bidder = bidderToken ?? (await apiToken(request, 'forwarder'));
  const tender = await createTender(request, shipper);
  const bid = await submitBid(request, bidder, bidBody(tender));
  return (await awardBid(request, shipper, tender.id, bid.id)).orderNo;
}

/**
 * A new account of `userType` whose enterprise is certified: registered, its enterprise details
 * submitted for review and approved by the mock's reviewer. Returns its login.
 */
export async function registerCertifiedAccount(
  request: APIRequestContext,
  userType: UserType,
): Promise<{ mobile: string; password: string; companyName: string }> {
  const companyName = `E2E 国际物流 ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const account = await registerFreshAccount(request, { userType, companyName });
  const token = await apiToken(request, account);
  const enterprise = {
    unifiedSocialCreditCode: randomCreditCode(),
    provinceCode: '310000',
    address: '上海市浦东新区东方路 800 号',
    contactName: '测试联系人',
    contactPhone: '021-58880000',
    businessLicence: 'https://oss.example.com/e2e/licence.png',
  };
  await call(
    request.post(`${API_PREFIX}${MemberApi.updateMemberInfo}`, {
      data: { enterprise, submitCertification: true },
      headers: { token },
    }),
  );
  await mockApi(request).certify({ mobile: account.mobile, decision: 'approve' });
  return { ...account, companyName };
}

/** One tender as `token`'s member sees it (any member; public fields without a token). */
export function getTender(
  request: APIRequestContext,
  id: string,
  token?: string,
): Promise<TenderDetail> {
  return call<TenderDetail>(
    request.get(`${API_PREFIX}${TenderApi.detail}`, {
      params: { id },
      ...(token ? { headers: { token } } : {}),
    }),
  );
}

/** An FCL listing of COSCO on `pol` → `pod`: 20GP 980.00, 40HQ 1,800.00, valid for a month from today. */
export function listingBody(pol: string, pod: string): ListingBody {
  return {
    pol,
    pod,
    carrier: 'COSU',
    shipmentType: 'FCL',
    prices: [
      { unit: '20GP', amount: '980.00' },
      { unit: '40HQ', amount: '1800.00' },
    ],
    surcharges: [{ code: 'DOC', unit: 'per_bl', amount: '50.00' }],
    sailingDays: [3],
    transitDays: 12,
    validFrom: chinaDate(0),
    validTo: chinaDate(30),
  };
}

export function publishListing(
  request: APIRequestContext,
  token: string,
  body: ListingBody,
): Promise<ListingDetail> {
  return call<ListingDetail>(
    request.post(`${API_PREFIX}${MarketApi.create}`, { data: body, headers: { token } }),
  );
}

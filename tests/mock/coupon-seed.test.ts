import { COUPON_CODE_ALPHABET, COUPON_CODE_LENGTH } from '@/contract/coupon/code';
import { templateProblem } from '@/contract/coupon/template-rules';
import { MemberApi } from '@/contract/member/paths';
import type { MemberCenter } from '@/contract/member/types';
import { resetClock, setNow } from '@mock/core/clock';
import type { Db } from '@mock/core/schema';
import { createSeedDb } from '@mock/core/seed';
import { db } from '@mock/core/store';
import { figureIndex } from '@mock/domains/coupon/figures';
import { inputOf } from '@mock/domains/coupon/terms';
import { statusOf } from '@mock/domains/coupon/validity';
import { DEMO_COUPONS, DEMO_TEMPLATES } from '@mock/scenarios/coupons';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

import { activeTemplate, claimedCode, counts, mine } from './coupon-helpers';
import { T0, call } from './helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

function seedAt(ms: number): Db {
  setNow(ms);
  const seeded = createSeedDb([0, 0]);
  resetClock();
  return seeded;
}

describe('coupon seed', () => {
  const store = seedAt(T0);
  const templates = Object.values(store.couponTemplates);
  const coupons = Object.values(store.coupons);

  it('has templates of every kind and state from the demo forwarder, consolidator and others', () => {
    const of = (enterpriseId: string) =>
      templates.filter((row) => row.enterpriseId === enterpriseId);
    for (const issuer of ['2002', '2003']) {
      expect(new Set(of(issuer).map((row) => row.status))).toEqual(
        new Set(['draft', 'active', 'paused', 'ended']),
      );
    }
    expect(new Set(templates.map((row) => row.enterpriseId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(templates.map((row) => row.kind))).toEqual(new Set(['cash', 'discount']));
    expect(new Set(templates.map((row) => row.currency))).toEqual(new Set(['USD', 'CNY']));
    expect(new Set(templates.map((row) => row.validityKind))).toEqual(new Set(['range', 'days']));
    expect(templates.some((row) => row.price === '0')).toBe(true);
    expect(templates.some((row) => row.price !== '0')).toBe(true);
    expect(store.couponTemplates[DEMO_TEMPLATES.forwarderSoldOut]?.status).toBe('active');
  });

  it('keeps to the rules: valid terms, stock and per-member limits, unique codes', () => {
    const figures = figureIndex(store);
    for (const template of templates) {
      // Terms as the form would have accepted them on the day they were created.
      const created = new Date(template.createdAt + 8 * 3600_000).toISOString().slice(0, 10);
      expect(templateProblem(inputOf(template), { today: created, claimed: 0 })).toBeUndefined();
      const counted = figures.get(template.id);
      expect((counted?.claimed ?? 0) + (counted?.held ?? 0)).toBeLessThanOrEqual(
        template.totalQuantity,
      );
      const perOwner = new Map<string, number>();
      for (const coupon of coupons.filter((row) => row.templateId === template.id)) {
        perOwner.set(coupon.ownerId, (perOwner.get(coupon.ownerId) ?? 0) + 1);
        expect(coupon.ownerId).not.toBe(template.issuerId);
      }
      expect(Math.max(0, ...perOwner.values())).toBeLessThanOrEqual(template.perUserLimit);
    }
    const drafts = templates.filter((row) => row.status === 'draft');
    expect(drafts.map((row) => figures.get(row.id)?.claimed ?? 0)).toEqual(drafts.map(() => 0));
    expect(figures.get(DEMO_TEMPLATES.forwarderSoldOut)?.remaining).toBe(0);
    const pattern = new RegExp(`^[${COUPON_CODE_ALPHABET}]{${COUPON_CODE_LENGTH}}$`);
    expect(coupons.every((row) => pattern.test(row.code))).toBe(true);
    expect(coupons.every((row) => row.claimedAt < T0)).toBe(true);
    const used = coupons.filter((row) => row.status === 'used');
    expect(
      used.filter(
        (row) => (row.usedAt ?? 0) < row.validFrom || (row.usedAt ?? 0) > Math.min(row.validTo, T0),
      ),
    ).toEqual([]);
  });

  it('issues sold coupons only through paid pack orders, and counts their revenue', () => {
    const bought = coupons.filter((row) => row.source === 'bought');
    expect(bought.length).toBeGreaterThan(10);
    for (const coupon of bought) {
      const order = store.orders[coupon.packOrderNo ?? ''];
      expect(order).toMatchObject({ status: 'paid', pack: { templateId: coupon.templateId } });
      expect(coupon.claimedAt).toBe(order?.paidAt);
    }
    expect(figureIndex(store).get(DEMO_TEMPLATES.forwarderSold)?.revenue).not.toBe('0');
  });

  it('gives the demo shipper a coupon of each status, one reserved for its unpaid order', () => {
    const unpaid = store.orders[store.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? ''];
    const paid = store.orders[store.tenders[DEMO_TENDERS.awardedPaid]?.orderNo ?? ''];
    const status = (code: string) => {
      const coupon = store.coupons[code];
      return coupon ? statusOf(coupon, T0) : undefined;
    };
    expect(status(DEMO_COUPONS.unused)).toBe('unused');
    expect(status(DEMO_COUPONS.reserved)).toBe('reserved');
    expect(store.coupons[DEMO_COUPONS.reserved]?.orderNo).toBe(unpaid?.orderNo);
    expect(unpaid).toMatchObject({ status: 'unpaid', couponCode: DEMO_COUPONS.reserved });
    expect(status(DEMO_COUPONS.used)).toBe('used');
    expect(paid).toMatchObject({ status: 'paid', couponCode: DEMO_COUPONS.used });
    const payment = Object.values(store.payments).find((row) => row.orderNo === paid?.orderNo);
    expect(payment?.amount).toBe('2250.00');
    expect(store.coupons[DEMO_COUPONS.redeemed]).toMatchObject({
      status: 'used',
      redeemedBy: '1002',
    });
    expect(status(DEMO_COUPONS.expired)).toBe('expired');
    const shipper = coupons.filter((row) => row.ownerId === '1001');
    expect(new Set(shipper.map((row) => row.source))).toEqual(new Set(['claimed', 'bought']));
    expect(
      new Set(shipper.map((row) => store.couponTemplates[row.templateId]?.enterpriseId)).size,
    ).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic: the same day gives the same coupons', () => {
    const again = seedAt(T0);
    expect(JSON.stringify(again.couponTemplates)).toBe(JSON.stringify(store.couponTemplates));
    expect(JSON.stringify(again.coupons)).toBe(JSON.stringify(store.coupons));
    const next = seedAt(T0 + DAY);
    expect(Object.keys(next.coupons).sort()).toEqual(Object.keys(store.coupons).sort());
    expect(next.coupons[DEMO_COUPONS.unused]?.claimedAt).toBe(
      (store.coupons[DEMO_COUPONS.unused]?.claimedAt ?? 0) + DAY,
    );
  });
});

describe('coupon counts', () => {
  tradeClockPerTest();

  const centre = async (kind: 'shipper' | 'forwarder') =>
    (await call<MemberCenter>('POST', MemberApi.memCenter, { token: tokenOf(kind) })).data?.counts;

  it('counts the member’s coupons per status, and the unused ones in the member centre', async () => {
    const start = (await counts()).data;
    expect(start).toEqual({ unused: 5, reserved: 1, used: 2, expired: 2 });
    expect((await centre('shipper'))?.coupons).toBe(5);
    const pages = await Promise.all(
      (['unused', 'reserved', 'used', 'expired'] as const).map(async (status) => [
        status,
        (await mine(status)).data?.total,
      ]),
    );
    expect(Object.fromEntries(pages)).toEqual(start);
    expect((await mine()).data?.total).toBe(10);
    await claimedCode((await activeTemplate()).id);
    expect((await centre('shipper'))?.coupons).toBe(6);
    expect((await centre('forwarder'))?.coupons).toBe(0);
    expect(await mine('lost')).toMatchObject({ code: 4000, data: { field: 'status' } });
  });

  it('works out expiry when read', async () => {
    expect(db.coupons[DEMO_COUPONS.unused]?.validTo).toBe(Date.parse('2026-03-11T23:59:59+08:00'));
    setNow(Date.parse('2026-03-12T00:00:00+08:00'));
    const later = (await mine('expired')).data?.records.map((row) => row.code) ?? [];
    expect(later).toContain(DEMO_COUPONS.unused);
    expect(db.coupons[DEMO_COUPONS.unused]?.status).toBe('unused');
  });
});

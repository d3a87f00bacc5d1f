import { CouponApi } from '@/contract/coupon/paths';
import type { TemplateDetail } from '@/contract/coupon/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { DEMO_TEMPLATES } from '@mock/scenarios/coupons';

import {
  activeTemplate,
  buy,
  changeTemplate,
  claim,
  claimedCode,
  redeem,
  saveTemplate,
  templateBody,
  templatePage,
} from './coupon-helpers';
import { call } from './helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

describe(`POST ${CouponApi.saveTemplate}`, () => {
  it('creates a draft of the issuer’s, with empty figures', async () => {
    const reply = await saveTemplate(templateBody());
    expect(reply).toMatchObject({ code: 200 });
    expect(reply.data).toMatchObject({
      id: expect.stringMatching(/^\d+$/) as string,
      name: '测试券 USD 100',
      kind: 'cash',
      faceValue: '100',
      status: 'draft',
      issuer: { enterpriseId: '2002', name: '上海远航国际货运代理有限公司' },
      claimed: 0,
      used: 0,
      reserved: 0,
      held: 0,
      remaining: 10,
      revenue: '0',
      frozen: false,
      createdAt: '2026-01-10T10:00:00+08:00',
    });
    expect(reply.data?.percent).toBeUndefined();
    expect(db.couponTemplates[reply.data?.id ?? '']).toMatchObject({ issuerId: '1002' });
  });

  it('keeps only the fields of the kind and validity chosen', async () => {
    const reply = await saveTemplate(
      templateBody({
        kind: 'discount',
        percent: 15,
        cap: '200',
        faceValue: '',
        validityKind: 'days',
        validDays: 30,
        validFrom: '',
        validTo: null,
      }),
    );
    expect(reply.data).toMatchObject({ kind: 'discount', percent: 15, cap: '200', validDays: 30 });
    expect(reply.data).not.toHaveProperty('faceValue');
    expect(reply.data).not.toHaveProperty('validFrom');
  });

  it('is for freight forwarders and consolidators only', async () => {
    expect(await saveTemplate(templateBody(), 'shipper', 'en-US')).toEqual({
      code: 4003,
      message: 'This is only available to freight forwarders and container consolidators.',
      data: null,
    });
    expect((await saveTemplate(templateBody(), 'consolidator')).code).toBe(200);
    const visitor = await call('POST', CouponApi.saveTemplate, { body: templateBody() });
    expect(visitor.code).toBe(4098);
  });

  it.each([
    [{ name: '' }, 'name', 'Coupon name is required.'],
    [{ kind: 'gift' }, 'kind', 'Coupon type is not valid.'],
    [{ currency: 'EUR' }, 'currency', 'Currency is not valid.'],
    [{ faceValue: '0' }, 'faceValue', 'Face value must be greater than 0.'],
    [{ faceValue: '12.345' }, 'faceValue', 'Face value is not valid.'],
    [{ threshold: '50' }, 'threshold', 'The minimum order amount cannot be below the face value.'],
    [
      { kind: 'discount', percent: 100, cap: '50' },
      'percent',
      'Percentage off must be between 1 and 99.',
    ],
    [{ kind: 'discount', percent: 10 }, 'cap', 'Maximum discount is required.'],
    [{ totalQuantity: 0 }, 'totalQuantity', 'Total quantity must be between 1 and 100000.'],
    [
      { perUserLimit: 11 },
      'perUserLimit',
      'The per-member limit cannot exceed the total quantity.',
    ],
    [{ price: '-1' }, 'price', 'Price is not valid.'],
    [
      { validTo: '2026-01-09', validFrom: '2026-01-01' },
      'validTo',
      'Valid-to date cannot be before today.',
    ],
    [
      { validTo: '2026-01-20', validFrom: '2026-01-25' },
      'validTo',
      'The validity cannot end before it starts.',
    ],
    [
      { validityKind: 'days', validDays: 0 },
      'validDays',
      'Days of validity must be between 1 and 365.',
    ],
    [
      { description: 'x'.repeat(201) },
      'description',
      'Description must be at most 200 characters.',
    ],
  ])('refuses %j with 4000 naming %s', async (overrides, field, message) => {
    const before = Object.keys(db.couponTemplates).length;
    expect(await saveTemplate(templateBody(overrides), 'forwarder', 'en-US')).toEqual({
      code: 4000,
      message,
      data: { field },
    });
    expect(Object.keys(db.couponTemplates)).toHaveLength(before);
  });

  it('names the field in Chinese by default', async () => {
    const reply = await saveTemplate(templateBody({ kind: 'discount', percent: 0, cap: '10' }));
    expect(reply).toEqual({
      code: 4000,
      message: '折扣比例须在 1 到 99 之间',
      data: { field: 'percent' },
    });
  });

  it('edits only the issuer’s own templates (4003 another’s, 4004 unknown, 4009 ended)', async () => {
    const template = await activeTemplate();
    const edit = (id: string, kind: 'forwarder' | 'consolidator' = 'forwarder') =>
      saveTemplate(templateBody({ id, name: 'Renamed' }), kind, 'en-US');
    expect(await edit(template.id, 'consolidator')).toMatchObject({
      code: 4003,
      message: 'You can only change your own company’s coupon templates.',
    });
    expect((await edit('999999')).code).toBe(4004);
    expect((await edit(template.id)).data).toMatchObject({ name: 'Renamed', status: 'active' });
    await changeTemplate(template.id, 'end');
    expect(await edit(template.id)).toMatchObject({
      code: 4009,
      message: 'This coupon template has ended and can no longer be changed.',
    });
  });

  it('changes a draft freely', async () => {
    const draft = (await saveTemplate(templateBody())).data;
    const edited = await saveTemplate(
      templateBody({ id: draft?.id, kind: 'discount', percent: 20, cap: '80', currency: 'CNY' }),
    );
    expect(edited.data).toMatchObject({
      id: draft?.id,
      kind: 'discount',
      currency: 'CNY',
      status: 'draft',
    });
  });

  describe('once a coupon is claimed', () => {
    it.each([
      [{ faceValue: '120', threshold: '1200' }, 'faceValue'],
      [{ currency: 'CNY' }, 'currency'],
      [{ threshold: '1500' }, 'threshold'],
      [{ kind: 'discount', percent: 10, cap: '100' }, 'kind'],
    ])('freezes the terms: %j is refused on %s', async (change, field) => {
      const template = await activeTemplate();
      await claimedCode(template.id);
      const reply = await saveTemplate(
        templateBody({ id: template.id, ...change }),
        'forwarder',
        'en-US',
      );
      expect(reply).toMatchObject({ code: 4000, data: { field } });
      expect(reply.message).toMatch(/cannot change once coupons have been claimed\.$/);
      expect(db.couponTemplates[template.id]).toMatchObject({ faceValue: '100', currency: 'USD' });
    });

    it('lets the quantity only grow, and other fields change', async () => {
      const template = await activeTemplate({ totalQuantity: 3, perUserLimit: 1 });
      await claimedCode(template.id, 'shipper');
      await claimedCode(template.id, 'newbie');
      for (const totalQuantity of [1, 2]) {
        const fewer = await saveTemplate(
          templateBody({ id: template.id, totalQuantity, perUserLimit: 1 }),
          'forwarder',
          'en-US',
        );
        expect(fewer).toEqual({
          code: 4000,
          message:
            'Total quantity can only grow once coupons have been claimed or ordered: at least the current 3.',
          data: { field: 'totalQuantity' },
        });
      }
      expect(db.couponTemplates[template.id]?.totalQuantity).toBe(3);
      const grown = await saveTemplate(
        templateBody({
          id: template.id,
          totalQuantity: 50,
          perUserLimit: 1,
          name: 'New name',
          description: 'Now with a description',
          // The same amounts written differently are the same terms.
          faceValue: '100.00',
          threshold: '1000.0',
          validTo: '2026-06-30',
        }),
      );
      expect(grown.data).toMatchObject({
        totalQuantity: 50,
        name: 'New name',
        claimed: 2,
        remaining: 48,
        frozen: true,
        validTo: '2026-06-30',
      });
    });

    it('counts coupons on an unpaid pack order as claimed', async () => {
      const sold = await activeTemplate({ price: '10', totalQuantity: 5, perUserLimit: 5 });
      expect((await buy(sold.id, 2, 'r1')).code).toBe(200);
      const reply = await saveTemplate(
        templateBody({
          id: sold.id,
          price: '10',
          totalQuantity: 1,
          perUserLimit: 1,
          faceValue: '90',
        }),
      );
      expect(reply).toMatchObject({ code: 4000, data: { field: 'faceValue' } });
      const quantity = await saveTemplate(
        templateBody({ id: sold.id, price: '10', totalQuantity: 1, perUserLimit: 1 }),
      );
      expect(quantity).toMatchObject({ code: 4000, data: { field: 'totalQuantity' } });
    });

    it('keeps the price while a pack order is unpaid, and takes a new one once none is', async () => {
      const sold = await activeTemplate({ price: '10', totalQuantity: 5, perUserLimit: 5 });
      expect((await buy(sold.id, 2, 'r1')).code).toBe(200);
      const repriced = await saveTemplate(
        templateBody({ id: sold.id, price: '12.50', totalQuantity: 5, perUserLimit: 5 }),
        'forwarder',
        'en-US',
      );
      expect(repriced).toEqual({
        code: 4000,
        message: 'Price cannot change while 2 coupons are on unpaid pack orders.',
        data: { field: 'price' },
      });
      // The same price written another way is no change.
      const same = await saveTemplate(
        templateBody({ id: sold.id, price: '10.00', totalQuantity: 5, perUserLimit: 5 }),
      );
      expect(same.code).toBe(200);

      for (const order of Object.values(db.orders)) {
        if (order.pack?.templateId === sold.id) order.status = 'cancelled';
      }
      const later = await saveTemplate(
        templateBody({ id: sold.id, price: '12.50', totalQuantity: 5, perUserLimit: 5 }),
      );
      expect(later.data).toMatchObject({ price: '12.50', held: 0 });
    });
  });
});

describe(`POST ${CouponApi.changeTemplate}`, () => {
  it('publishes, pauses, resumes and ends', async () => {
    const draft = (await saveTemplate(templateBody())).data?.id ?? '';
    advanceClock(60_000);
    expect((await changeTemplate(draft, 'publish')).data).toMatchObject({
      status: 'active',
      updatedAt: '2026-01-10T10:01:00+08:00',
    });
    expect((await changeTemplate(draft, 'pause')).data?.status).toBe('paused');
    expect((await changeTemplate(draft, 'resume')).data?.status).toBe('active');
    expect((await changeTemplate(draft, 'end')).data?.status).toBe('ended');
  });

  it.each([
    ['draft', 'pause', 'This template is a draft: it cannot be paused.'],
    ['draft', 'resume', 'This template is a draft: it cannot be resumed.'],
    ['active', 'publish', 'This template is active: it cannot be published.'],
    ['active', 'resume', 'This template is active: it cannot be resumed.'],
    ['paused', 'pause', 'This template is paused: it cannot be paused.'],
    ['ended', 'end', 'This template is ended: it cannot be ended.'],
    ['ended', 'resume', 'This template is ended: it cannot be resumed.'],
  ])('refuses a %s template to %s (4009)', async (status, action, message) => {
    const id = (await saveTemplate(templateBody())).data?.id ?? '';
    const steps: Record<string, string[]> = {
      draft: [],
      active: ['publish'],
      paused: ['publish', 'pause'],
      ended: ['end'],
    };
    for (const step of steps[status] ?? []) await changeTemplate(id, step);
    expect(await changeTemplate(id, action, 'forwarder', 'en-US')).toEqual({
      code: 4009,
      message,
      data: null,
    });
    expect(db.couponTemplates[id]?.status).toBe(status);
  });

  it('checks a draft again when it is published: its dates may have passed', async () => {
    const id =
      (await saveTemplate(templateBody({ validFrom: '2026-01-10', validTo: '2026-01-12' }))).data
        ?.id ?? '';
    advanceClock(3 * DAY);
    expect(await changeTemplate(id, 'publish', 'forwarder', 'en-US')).toEqual({
      code: 4000,
      message: 'Valid-to date cannot be before today.',
      data: { field: 'validTo' },
    });
  });

  it('refuses an unknown action (4000), another issuer (4003) and an unknown template (4004)', async () => {
    const id = (await saveTemplate(templateBody())).data?.id ?? '';
    expect(await changeTemplate(id, 'delete')).toMatchObject({
      code: 4000,
      data: { field: 'action' },
    });
    expect((await changeTemplate(id, 'publish', 'consolidator')).code).toBe(4003);
    expect((await changeTemplate('999999', 'publish')).code).toBe(4004);
    expect((await changeTemplate(id, 'publish', 'shipper')).code).toBe(4003);
  });
});

describe(`GET ${CouponApi.templates} and ${CouponApi.template}`, () => {
  it('lists the issuer’s own templates, newest change first, by status', async () => {
    const all = (await templatePage()).data?.records ?? [];
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.every((row) => row.issuer.enterpriseId === '2002')).toBe(true);
    expect(new Set(all.map((row) => row.status))).toEqual(
      new Set(['draft', 'active', 'paused', 'ended']),
    );
    const times = all.map((row) => row.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const paused = (await templatePage({ status: 'paused' })).data?.records ?? [];
    expect(paused.map((row) => row.id)).toEqual([DEMO_TEMPLATES.forwarderPaused]);
    expect(await templatePage({ status: 'gone' })).toMatchObject({
      code: 4000,
      data: { field: 'status' },
    });
    expect(await templatePage({}, 'shipper')).toMatchObject({ code: 4003 });
  });

  it('counts claimed, used, reserved, held, remaining and revenue', async () => {
    const free = await activeTemplate({ totalQuantity: 5, perUserLimit: 2 });
    const first = await claimedCode(free.id, 'shipper');
    await claimedCode(free.id, 'shipper');
    await claimedCode(free.id, 'newbie');
    await redeem(first);
    const sold = await activeTemplate({ price: '12.35', totalQuantity: 10, perUserLimit: 5 });
    await buy(sold.id, 3, 'paid');
    const held = await buy(sold.id, 2, 'held', 'newbie');
    const paidNo =
      Object.values(db.orders).find((row) => row.pack?.requestId === 'paid')?.orderNo ?? '';
    await call('POST', '/trading/api/order/pay', {
      body: { orderNo: paidNo, method: 'wechat', requestId: 'p1' },
      token: tokenOf('shipper'),
    });
    advanceClock(5000);
    const rows = (await templatePage()).data?.records ?? [];
    expect(rows.find((row) => row.id === free.id)).toMatchObject({
      claimed: 3,
      used: 1,
      reserved: 0,
      held: 0,
      remaining: 2,
      revenue: '0',
      frozen: true,
    });
    expect(rows.find((row) => row.id === sold.id)).toMatchObject({
      claimed: 3,
      used: 0,
      held: 2,
      remaining: 5,
      revenue: '37.05',
    });
    expect(held.data?.status).toBe('unpaid');
  });

  it('gives the detail with claims and uses of the last 14 China days', async () => {
    const template = await activeTemplate();
    const code = await claimedCode(template.id);
    advanceClock(DAY);
    await redeem(code);
    const reply = await call<TemplateDetail>('GET', CouponApi.template, {
      query: { id: template.id },
      token: tokenOf('forwarder'),
    });
    const days = reply.data?.days ?? [];
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe('2025-12-29');
    expect(days.at(-2)).toEqual({ date: '2026-01-10', claimed: 1, used: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-01-11', claimed: 0, used: 1 });
    const other = await call('GET', CouponApi.template, {
      query: { id: template.id },
      token: tokenOf('consolidator'),
    });
    expect(other.code).toBe(4003);
    expect(
      (await call('GET', CouponApi.template, { query: { id: '1' }, token: tokenOf('forwarder') }))
        .code,
    ).toBe(4004);
  });

  it('keeps claiming from a paused or ended template refused', async () => {
    const template = await activeTemplate();
    await changeTemplate(template.id, 'pause');
    expect((await claim(template.id)).code).toBe(4009);
  });
});

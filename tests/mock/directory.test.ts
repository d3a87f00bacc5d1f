import { isValidCreditCode } from '@/contract/common/credit-code';
import { DirectoryApi } from '@/contract/directory/paths';
import type { EnterpriseDetail, EnterpriseSummary } from '@/contract/directory/types';
import type { Page } from '@/contract/http';
import { websiteProblem } from '@/contract/member/website';
import { db } from '@mock/core/store';
import { inCategory } from '@mock/domains/directory/rules';
import { DIRECTORY_SIZE } from '@mock/domains/directory/seed';
import type { ListingRow } from '@mock/domains/market/schema';
import type { EnterpriseRow } from '@mock/domains/member/schema';
import { provinces } from '@mock/domains/reference/data-provinces';
import { demoAccounts } from '@mock/testing';

import { T0, call } from './helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

type Query = Record<string, string | number>;
const list = (query: Query, lang?: 'en-US') =>
  call<Page<EnterpriseSummary>>('GET', DirectoryApi.page, {
    query,
    ...(lang ? { lang } : {}),
  });
const detail = (id: string, token?: string) =>
  call<EnterpriseDetail>('GET', DirectoryApi.detail, {
    query: { id },
    ...(token ? { token } : {}),
  });
const rows = () => Object.values(db.enterprises);
const directoryRows = () => rows().filter((row) => Number(row.id) > 2300);

describe('the directory seed', () => {
  it('adds a few hundred enterprises across all 34 provinces, with members that cannot log in', () => {
    const seeded = directoryRows();
    expect(seeded).toHaveLength(DIRECTORY_SIZE);
    expect(new Set(seeded.map((row) => row.provinceCode)).size).toBe(provinces.length);
    for (const row of seeded) {
      expect(isValidCreditCode(row.unifiedSocialCreditCode)).toBe(true);
      const member = Object.values(db.members).find((m) => m.enterpriseId === row.id);
      expect(member).toMatchObject({ passwordHash: '', userType: row.userType });
    }
    const codes = rows().map((row) => row.unifiedSocialCreditCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(rows().map((row) => row.name)).size).toBe(rows().length);
  });

  it('gives services that fit the user type, and plenty of trucking fleets', () => {
    const fits = (row: EnterpriseRow) =>
      row.userType === 1
        ? row.services.every((s) => s === 'customs' || s === 'warehouse')
        : row.services.some((s) => s === 'ocean_fcl' || s === 'ocean_lcl');
    expect(directoryRows().filter((row) => !fits(row))).toEqual([]);
    for (const category of [1, 2, 3, 4] as const) {
      expect(rows().filter((row) => inCategory(row, category)).length).toBeGreaterThan(40);
    }
    const statuses = new Set(directoryRows().map((row) => row.certStatus));
    expect([...statuses].sort()).toEqual(['approved', 'none']);
  });
});

describe('the directory seed’s web sites', () => {
  it('gives a third of the companies an https site on the reserved .example domain', () => {
    const sites = directoryRows().flatMap((row) => (row.website ? [row.website] : []));
    expect(sites).toHaveLength(Math.ceil(DIRECTORY_SIZE / 3));
    for (const site of sites) {
      expect(websiteProblem(site)).toBeUndefined();
      expect(new URL(site).hostname).toMatch(/^www\.[a-z]+-\d+\.example$/);
    }
  });
});

describe(`GET ${DirectoryApi.page}`, () => {
  it('lists a category, certified first and then the newest, 10 a page', async () => {
    const reply = await list({ category: 1 });
    expect(reply.code).toBe(200);
    const expected = rows().filter((row) => row.userType === 1);
    expect(reply.data).toMatchObject({ total: expected.length, current: 1, size: 10 });
    const records = reply.data?.records ?? [];
    expect(records).toHaveLength(10);
    expect(records.every((record) => record.userType === 1)).toBe(true);
    const certified = expected.filter((row) => row.certStatus === 'approved');
    const newest = certified.sort((a, b) => b.createdAt - a.createdAt)[0] as EnterpriseRow;
    expect(records[0]?.id).toBe(newest.id);
    const last = await list({ category: 1, current: Math.ceil(expected.length / 10) });
    expect(last.data?.records.at(-1)?.certStatus).not.toBe('approved');
  });

  it('lists type 2 and 3 enterprises offering trucking as category 4', async () => {
    const reply = await list({ category: 4, size: 1000 });
    const records = reply.data?.records ?? [];
    expect(records.map((r) => r.id)).toContain(demoAccounts.forwarder.enterpriseId);
    expect(records.map((r) => r.id)).toContain(demoAccounts.consolidator.enterpriseId);
    for (const record of records) {
      expect(record.userType).not.toBe(1);
      expect(record.services).toContain('trucking');
    }
  });

  it('searches the zh and en names, province, service and certification', async () => {
    const byZh = await list({ category: 2, keyword: '远航' });
    expect(byZh.data?.records.map((r) => r.id)).toEqual([demoAccounts.forwarder.enterpriseId]);
    const byEn = await list({ category: 2, keyword: 'yuanhang international' });
    expect(byEn.data?.records.map((r) => r.id)).toEqual([demoAccounts.forwarder.enterpriseId]);

    const filtered = await list({
      category: 2,
      provinceCode: '310000',
      service: 'customs',
      certified: 'true',
      size: 1000,
    });
    const expected = rows().filter(
      (row) =>
        row.userType === 2 &&
        row.provinceCode === '310000' &&
        row.services.includes('customs') &&
        row.certStatus === 'approved',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(filtered.data?.records.map((r) => r.id).sort()).toEqual(
      expected.map((row) => row.id).sort(),
    );
  });

  it('counts open tenders and listings on the market', async () => {
    const shipper = demoAccounts.shipper.enterpriseId;
    const open = Object.values(db.tenders).filter(
      (t) => t.enterpriseId === shipper && t.status === 'open',
    ).length;
    const reply = await list({ category: 1, keyword: '海联' });
    expect(reply.data?.records[0]).toMatchObject({ id: shipper, openTenders: open });

    const forwarder = demoAccounts.forwarder.enterpriseId;
    const before = Object.values(db.listings).filter(
      (row) => row.enterpriseId === forwarder && row.status === 'on' && row.validTo >= '2026-01-10',
    ).length;
    const base: ListingRow = {
      id: 'dir-1',
      publisherId: demoAccounts.forwarder.memberId,
      enterpriseId: forwarder,
      pol: 'CNSHA',
      pod: 'USLAX',
      carrier: 'COSCO',
      shipmentType: 'FCL',
      prices: [{ unit: '40HQ', amount: '2000' }],
      surcharges: [],
      currency: 'USD',
      sailingDays: [1],
      transitDays: 16,
      validFrom: '2026-01-01',
      validTo: '2026-01-10',
      status: 'on',
      createdAt: 0,
      updatedAt: 0,
    };
    db.listings['dir-1'] = base;
    db.listings['dir-2'] = { ...base, id: 'dir-2', status: 'off' };
    db.listings['dir-3'] = { ...base, id: 'dir-3', validTo: '2026-01-09' };
    const counted = await list({ category: 2, keyword: '远航' });
    expect(counted.data?.records[0]?.listings).toBe(before + 1);
  });

  it.each([
    [{}, 'category', 'Enterprise category is required.'],
    [{ category: 5 }, 'category', 'Enterprise category must be between 1 and 4.'],
    [{ category: 'abc' }, 'category', 'Enterprise category must be between 1 and 4.'],
    [{ category: 1, provinceCode: '999999' }, 'provinceCode', 'Province is not valid.'],
    [{ category: 1, service: 'air' }, 'service', 'Service is not valid.'],
    [{ category: 1, certified: 'yes' }, 'certified', 'Certified only is not valid.'],
    [{ category: 1, size: 0 }, 'size', 'Page size must be between 1 and 1000.'],
  ])('refuses %j with a 4000 naming %s', async (query, field, message) => {
    const reply = await list(query, 'en-US');
    expect(reply).toMatchObject({ code: 4000, message, data: { field } });
  });
});

describe(`GET ${DirectoryApi.detail}`, () => {
  const id = demoAccounts.forwarder.enterpriseId;

  it('shows a visitor the profile without contact details', async () => {
    const reply = await detail(id);
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      id,
      name: demoAccounts.forwarder.companyName,
      nameEn: demoAccounts.forwarder.companyNameEn,
      userType: 2,
      certStatus: 'approved',
      provinceCode: '310000',
      createdAt: '2025-04-02T10:15:00+08:00',
    });
    expect(reply.data?.address).toContain('东大名路');
    expect(reply.data).not.toHaveProperty('contactName');
    expect(reply.data).not.toHaveProperty('contactPhone');
    expect(reply.data).not.toHaveProperty('email');
  });

  it('shows every reader the web site, and none when the company has not given one', async () => {
    const reply = await detail(id);
    expect(reply.data?.website).toBe('https://www.yuanhang-logistics.example/en/');
    const row = db.enterprises[id] as EnterpriseRow;
    row.website = '';
    const cleared = await detail(id, tokenOf('newbie'));
    expect(cleared.data).toHaveProperty('contactName');
    expect(cleared.data).not.toHaveProperty('website');
  });

  it('shows a logged-in member the contact details; an expired token reads as a visitor', async () => {
    const reply = await detail(id, tokenOf('newbie'));
    expect(reply.data).toMatchObject({
      contactName: '李明轩',
      contactPhone: '021-65889900',
      email: 'ops@yuanhang-logistics.example.com',
    });
    const token = tokenOf('shipper');
    const access = db.accessTokens[token];
    if (access) access.expiresAt = T0 - DAY;
    const expired = await detail(id, token);
    expect(expired.code).toBe(200);
    expect(expired.data).not.toHaveProperty('contactPhone');
  });

  it('gives the whole introduction, which lists shorten', async () => {
    const row = db.enterprises[id] as EnterpriseRow;
    row.intro = '长'.repeat(300);
    const reply = await detail(id);
    expect(reply.data?.intro).toHaveLength(300);
    const listed = await list({ category: 2, keyword: '远航' });
    expect(listed.data?.records[0]?.intro.length).toBeLessThanOrEqual(120);
  });

  it('answers 4004 for an unknown enterprise and 4000 without an id', async () => {
    expect(await detail('999999')).toMatchObject({ code: 4004, message: '企业不存在' });
    expect(await detail('')).toMatchObject({ code: 4000, data: { field: 'enterpriseId' } });
  });
});

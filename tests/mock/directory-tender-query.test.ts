import type { Page } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderSummary } from '@/contract/tender/types';
import { db } from '@mock/core/store';
import { demoAccounts } from '@mock/testing';

import { call } from './helpers';
import { tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

describe(`GET ${TenderApi.page} with enterpriseId`, () => {
  it('lists only the tenders that enterprise issued', async () => {
    const enterpriseId = demoAccounts.shipper.enterpriseId;
    const expected = Object.values(db.tenders).filter(
      (tender) => tender.enterpriseId === enterpriseId && tender.status === 'open',
    );
    expect(expected.length).toBeGreaterThan(0);
    const reply = await call<Page<TenderSummary>>('GET', TenderApi.page, {
      query: { enterpriseId, status: 'open', size: 1000 },
    });
    expect(reply.data?.total).toBe(expected.length);
    expect(reply.data?.records.every((t) => t.issuer.enterpriseId === enterpriseId)).toBe(true);
  });

  it('finds nothing for an enterprise that issued nothing', async () => {
    const reply = await call<Page<TenderSummary>>('GET', TenderApi.page, {
      query: { enterpriseId: demoAccounts.forwarder.enterpriseId },
    });
    expect(reply.data).toMatchObject({ total: 0, records: [] });
  });
});

import type { BidBody } from '@/contract/bid/types';
import type { TenderBody, TenderDetail } from '@/contract/tender/types';
import { resetClock } from '@mock/core/clock';
import { resetDb } from '@mock/core/store';
import { createSessionFor, type DemoKind } from '@mock/testing';

import { T0, freezeClock } from './helpers';

/** Trade tests run at T0 (2026-01-10 10:00 China time) on a seed made for that day. */
export function tradeClockPerTest(): void {
  beforeEach(() => {
    freezeClock();
    resetDb();
  });
  afterEach(() => resetClock());
}

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** 00:00 China time on T0's day. */
export const BASE = T0 - 10 * HOUR;

export function tokenOf(kind: DemoKind): string {
  return createSessionFor(kind).access_token;
}

/** A valid FCL tender at T0: Shanghai → Los Angeles, deadline 15 Jan 17:00, ready 25 Jan. */
export function tenderBody(overrides: Record<string, unknown> = {}): TenderBody {
  return {
    title: '上海至洛杉矶整箱 - 测试',
    shipmentType: 'FCL',
    pol: 'CNSHA',
    pod: 'USLAX',
    containers: [
      { type: '40HQ', quantity: 2 },
      { type: '20GP', quantity: 1 },
    ],
    cargoName: '园林工具',
    cargoType: 'general',
    hsCode: '820140',
    incoterm: 'FOB',
    readyDate: '2026-01-25',
    bidDeadline: '2026-01-15T17:00:00+08:00',
    currency: 'USD',
    budget: '8000',
    ...overrides,
  } as TenderBody;
}

/** A valid LCL tender body (5.125 cbm). */
export function lclTenderBody(overrides: Record<string, unknown> = {}): TenderBody {
  const { containers: _containers, ...rest } = tenderBody();
  return {
    ...rest,
    title: '宁波至新加坡拼箱 - 测试',
    shipmentType: 'LCL',
    pol: 'CNNGB',
    pod: 'SGSIN',
    volumeCbm: '5.125',
    weightKg: '1200.5',
    packages: 40,
    ...overrides,
  } as TenderBody;
}

/** A valid bid on `tender` at T0: freight per container type (or cbm), BAF, DOC. */
export function bidBody(tender: TenderDetail, overrides: Record<string, unknown> = {}): BidBody {
  const fcl = tender.shipmentType === 'FCL';
  return {
    tenderId: tender.id,
    currency: 'USD',
    freight: fcl
      ? tender.containers.map((line) => ({ unit: line.type, amount: '1850.00' }))
      : [{ unit: 'cbm', amount: '45.50' }],
    surcharges: [
      { code: 'BAF', amount: '120', unit: fcl ? 'per_container' : 'per_cbm' },
      { code: 'DOC', amount: '50', unit: 'per_bl' },
    ],
    carrier: 'COSU',
    transitDays: 16,
    etd: '2026-01-27',
    validUntil: '2026-02-10',
    freeDays: 7,
    ...overrides,
  } as BidBody;
}

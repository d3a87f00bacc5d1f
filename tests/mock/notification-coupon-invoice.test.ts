import { DevtoolsApi } from '@/contract/devtools/paths';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';

import { activeTemplate, claimedCode, mine, redeem } from './coupon-helpers';
import { call } from './helpers';
import { pendingApplication, issue, reject } from './invoice-helpers';
import { inboxOf, memberIdOf, receiversOf, settledInbox } from './notification-helpers';
import { DAY, HOUR, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();
beforeEach(() => settledInbox());

const SHIPPER = () => memberIdOf('shipper');
const FORWARDER = () => memberIdOf('forwarder');
const CONSOLIDATOR = () => memberIdOf('consolidator');

const enterpriseName = (who: 'shipper' | 'forwarder') =>
  db.enterprises[db.members[memberIdOf(who)]?.enterpriseId ?? '']?.name;

describe('a coupon expiring', () => {
  it('reminds its holder once, 3 days before, while it is unused', async () => {
    // Coupons of this template are valid 5 days from the claim (T0).
    const template = await activeTemplate({
      validityKind: 'days',
      validDays: 5,
      validFrom: undefined,
      validTo: undefined,
    });
    const kept = await claimedCode(template.id, 'shipper');
    const used = await claimedCode(template.id, 'shipper');
    expect((await redeem(used)).code).toBe(200);
    const reminders = () =>
      Object.values(db.notifications).filter(
        (row) =>
          row.kind === 'couponExpiring' &&
          row.subject.type === 'coupon' &&
          [kept, used].includes(row.subject.id),
      );
    advanceClock(2 * DAY - HOUR);
    await mine();
    expect(reminders()).toEqual([]);
    advanceClock(2 * HOUR);
    await mine();
    advanceClock(HOUR);
    await mine();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toMatchObject({
      memberId: SHIPPER(),
      subject: { type: 'coupon', id: kept },
      params: { couponName: template.name, deadline: '2026-01-15T10:00:00+08:00' },
    });
  });
});

describe('a coupon redeemed', () => {
  it('tells its holder who redeemed it; the issuer hears nothing', async () => {
    const template = await activeTemplate();
    const code = await claimedCode(template.id, 'shipper');
    settledInbox();
    expect((await redeem(code)).code).toBe(200);
    expect(receiversOf('couponRedeemed')).toEqual([SHIPPER()]);
    expect(inboxOf(SHIPPER(), 'couponRedeemed')[0]).toMatchObject({
      subject: { type: 'coupon', id: code },
      params: { couponName: template.name, party: { zh: enterpriseName('forwarder') } },
    });
    expect(inboxOf(FORWARDER())).toEqual([]);
  });

  it('a refused redeem tells nobody', async () => {
    const template = await activeTemplate();
    const code = await claimedCode(template.id, 'shipper');
    await redeem(code);
    settledInbox();
    expect((await redeem(code)).code).toBe(4009);
    expect(Object.values(db.notifications)).toEqual([]);
  });
});

describe('an invoice application', () => {
  it('tells the payee it awaits an answer; the applicant hears nothing', async () => {
    const { application } = await pendingApplication();
    const requested = Object.values(db.notifications).filter(
      (row) => row.kind === 'invoiceRequested',
    );
    expect(requested.map((row) => row.memberId)).toEqual([FORWARDER()]);
    expect(requested[0]).toMatchObject({
      subject: { type: 'invoice', id: application.id },
      params: { party: { zh: enterpriseName('shipper') }, amount: application.amount },
    });
    expect(inboxOf(SHIPPER(), 'invoiceRequested')).toEqual([]);
  });

  it('tells the applicant it was issued, with the PDF to download', async () => {
    const { application } = await pendingApplication();
    settledInbox();
    const issued = await issue(application.id);
    expect(issued.code).toBe(200);
    expect(receiversOf('invoiceIssued')).toEqual([SHIPPER()]);
    expect(inboxOf(SHIPPER(), 'invoiceIssued')[0]).toMatchObject({
      subject: { type: 'invoice', id: application.id },
      params: { invoiceNo: issued.data?.invoiceNo, party: { zh: enterpriseName('forwarder') } },
      downloadUrl: issued.data?.pdfUrl,
    });
    expect(inboxOf(FORWARDER())).toEqual([]);
  });

  it('tells the applicant it was rejected, and why', async () => {
    const { application } = await pendingApplication();
    settledInbox();
    expect((await reject(application.id, '抬头与合同不符')).code).toBe(200);
    expect(receiversOf('invoiceRejected')).toEqual([SHIPPER()]);
    expect(inboxOf(SHIPPER(), 'invoiceRejected')[0]?.params).toMatchObject({
      reason: '抬头与合同不符',
    });
    expect(inboxOf(FORWARDER())).toEqual([]);
    expect(inboxOf(CONSOLIDATOR())).toEqual([]);
  });

  it('tells the applicant when /test answers for the payee', async () => {
    const { application } = await pendingApplication();
    settledInbox();
    await call('POST', DevtoolsApi.invoice, { body: { id: application.id, decision: 'reject' } });
    expect(receiversOf('invoiceRejected')).toEqual([SHIPPER()]);
  });
});

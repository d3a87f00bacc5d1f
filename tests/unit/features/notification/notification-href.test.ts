import type { Notification } from '@/contract/notification/types';
import { notificationHref } from '@/features/notification/utils/notification-href';

type Case = [Notification['kind'], Notification['subject'], string];

describe('notificationHref', () => {
  it.each<Case>([
    ['bidReceived', { type: 'tender', id: 't1' }, '/business/myTenderBid?tenderId=t1'],
    ['bidRevised', { type: 'tender', id: 't1' }, '/business/myTenderBid?tenderId=t1'],
    ['tenderClosing', { type: 'tender', id: 't1' }, '/business/myTenderBid?tenderId=t1'],
    ['bidAwarded', { type: 'tender', id: 't1' }, '/business/quote?tenderId=t1'],
    ['bidNotAwarded', { type: 'tender', id: 't1' }, '/business/quote?tenderId=t1'],
    ['tenderCancelled', { type: 'tender', id: 't1' }, '/business/tendering/t1'],
    ['bidAwarded', { type: 'bid', id: 'b1' }, '/business/myBid'],
    ['orderCreated', { type: 'order', id: 'OD1' }, '/business/payment?orderNo=OD1'],
    ['orderPaid', { type: 'order', id: 'OD1' }, '/business/payment?orderNo=OD1'],
    ['couponExpiring', { type: 'coupon', id: 'c1' }, '/coupon/myCoupon'],
    ['invoiceRequested', { type: 'invoice', id: 'i1' }, '/user/invoice?view=issue'],
    ['invoiceIssued', { type: 'invoice', id: 'i1' }, '/user/invoice'],
    ['invoiceRejected', { type: 'invoice', id: 'i1' }, '/user/invoice'],
    ['certificationRejected', { type: 'certification' }, '/subBaseInfo'],
  ])('links %s about %o to %s', (kind, subject, href) => {
    expect(notificationHref({ kind, subject })).toBe(href);
  });

  it.each<Notification['kind']>([
    'shipmentBooked',
    'shipmentMilestone',
    'shipmentCorrected',
    'documentUploaded',
    'blDraftApproved',
    'blChangesRequested',
  ])('links %s to the shipment it names, else to its order', (kind) => {
    const subject = { type: 'order', id: 'O20261125-0113' } as const;
    expect(notificationHref({ kind, subject, params: { shipmentNo: 'S20261125-0113' } })).toBe(
      '/user/shipments?shipmentNo=S20261125-0113',
    );
    expect(notificationHref({ kind, subject, params: {} })).toBe(
      '/business/payment?orderNo=O20261125-0113',
    );
  });

  it('encodes an id that is not safe in an address', () => {
    expect(
      notificationHref({ kind: 'tenderCancelled', subject: { type: 'tender', id: 'a/b' } }),
    ).toBe('/business/tendering/a%2Fb');
  });
});

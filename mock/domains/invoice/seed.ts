import { seededRng } from '../../core/rand';
import { nextId } from '../../core/schema';
import { DAY, HOUR } from '../../core/time';
import { issuedFields } from './answers';
import { addApplication, lineOf } from './applications';

import type { Db } from '../../core/schema';
import type { OrderRow } from '../order/schema';
import type { InvoiceApplicationRow, InvoiceTitleRow } from './schema';

/** Demo members (member/demo-accounts.ts): the shipper and the forwarder and consolidator. */
const SHIPPER = '1001';
const PAYEES = ['1002', '1003'] as const;

/**
 * Each demo member's titles: the shipper's special title (its certified enterprise, the default)
 * and a general one for a branch; one general title for each payee, who buys coupon packs too.
 */
export function seedInvoiceTitles(db: Db, now: number): void {
  const add = (
    memberId: string,
    title: Omit<InvoiceTitleRow, 'id' | 'memberId' | 'createdAt' | 'updatedAt'>,
    age: number,
  ) => {
    const id = nextId(db, 'invoiceTitle', 500);
    db.invoiceTitles[id] = { id, memberId, ...title, createdAt: now - age, updatedAt: now - age };
  };
  const shipper = db.enterprises[db.members[SHIPPER]?.enterpriseId ?? ''];
  if (shipper) {
    add(
      SHIPPER,
      {
        type: 'special',
        title: shipper.name,
        taxNo: shipper.unifiedSocialCreditCode,
        address: shipper.address,
        phone: '0574-87650001',
        bank: '中国银行宁波分行',
        account: '3512 5800 0010 2345 678',
        isDefault: true,
      },
      40 * DAY,
    );
    add(
      SHIPPER,
      {
        type: 'general',
        title: '宁波海联进出口有限公司北仑分公司',
        taxNo: '330206123456789',
        isDefault: false,
      },
      20 * DAY,
    );
  }
  for (const memberId of PAYEES) {
    const enterprise = db.enterprises[db.members[memberId]?.enterpriseId ?? ''];
    if (!enterprise) continue;
    add(
      memberId,
      {
        type: 'general',
        title: enterprise.name,
        taxNo: enterprise.unifiedSocialCreditCode,
        isDefault: true,
      },
      30 * DAY,
    );
  }
}

/** The demo forwarder's enterprise: the payee whose desk shows applications in every state. */
const FORWARDER_ENTERPRISE = '2002';
/** The demo consolidator's enterprise: its desk shows the invoice it issued to the demo shipper. */
const CONSOLIDATOR_ENTERPRISE = '2003';
const DEMO_PAYEES: readonly string[] = [FORWARDER_ENTERPRISE, CONSOLIDATOR_ENTERPRISE];

/** A pending application of one seeded paid order's payer for it, on `title`, stored. */
export function addOrderApplication(
  db: Db,
  order: OrderRow,
  title: InvoiceTitleRow,
  createdAt: number,
): InvoiceApplicationRow {
  return addApplication(db, {
    payer: { id: order.payerId, enterpriseId: order.payerEnterpriseId },
    first: order,
    lines: [lineOf(db, order)],
    title,
    email: 'finance@example.com',
    createdAt,
  });
}

/**
 * Applications in every state: the demo shipper's pending one to the demo forwarder, an issued one
 * to the demo consolidator, and an issued and a rejected one to other payees (the rejected order is
 * free to apply for again); two other shippers' issued and rejected ones to the demo forwarder. Its
 * other paid orders stay to invoice.
 */
export function seedInvoiceApplications(db: Db, now: number): void {
  const paid = Object.values(db.orders)
    .filter((order) => order.status === 'paid' && !order.pack)
    .sort((a, b) => (a.paidAt ?? 0) - (b.paidAt ?? 0) || a.orderNo.localeCompare(b.orderNo));
  const shipper = db.members[SHIPPER];
  const shipperTitles = Object.values(db.invoiceTitles).filter((row) => row.memberId === SHIPPER);
  const [special, general] = [
    shipperTitles.find((row) => row.type === 'special'),
    shipperTitles.find((row) => row.type === 'general'),
  ];
  if (!shipper || !special || !general) return;
  const mine = paid.filter((order) => order.payerEnterpriseId === shipper.enterpriseId);
  const toForwarder = mine.find((order) => order.payeeEnterpriseId === FORWARDER_ENTERPRISE);
  const toConsolidator = mine.find((order) => order.payeeEnterpriseId === CONSOLIDATOR_ENTERPRISE);
  const [issued, rejected] = mine.filter((order) => !DEMO_PAYEES.includes(order.payeeEnterpriseId));
  const incoming = paid.filter(
    (order) =>
      order.payeeEnterpriseId === FORWARDER_ENTERPRISE &&
      order.payerEnterpriseId !== shipper.enterpriseId,
  );
  const apply = (
    order: OrderRow | undefined,
    title: InvoiceTitleRow | undefined,
    outcome: 'pending' | 'issued' | 'rejected',
  ) => {
    if (!order || !title) return;
    const createdAt = Math.min((order.paidAt ?? now) + 2 * HOUR, now - 3 * HOUR);
    const row = addOrderApplication(db, order, title, createdAt);
    const answeredAt = createdAt + HOUR;
    if (outcome === 'issued') {
      // The same PDF name on every start, like the rest of the seed.
      const pdfKey = seededRng(Number(row.id)).chars(32, '0123456789abcdef');
      Object.assign(row, issuedFields(db, row, order.payeeId, answeredAt, pdfKey));
    } else if (outcome === 'rejected') {
      Object.assign(row, {
        status: 'rejected',
        rejectedAt: answeredAt,
        reason: '发票抬头与合同主体不一致，请核对后重新申请',
      });
    }
  };
  apply(toForwarder, special, 'pending');
  apply(issued, special, 'issued');
  apply(rejected, general, 'rejected');
  apply(toConsolidator, general, 'issued');
  incoming.slice(0, 2).forEach((order, index) => {
    const enterprise = db.enterprises[order.payerEnterpriseId];
    if (!enterprise) return;
    const id = nextId(db, 'invoiceTitle', 500);
    const title: InvoiceTitleRow = {
      id,
      memberId: order.payerId,
      type: 'general',
      title: enterprise.name,
      taxNo: enterprise.unifiedSocialCreditCode,
      isDefault: true,
      createdAt: now - 60 * DAY,
      updatedAt: now - 60 * DAY,
    };
    db.invoiceTitles[id] = title;
    apply(order, title, index === 0 ? 'issued' : 'rejected');
  });
  seedVatExemption(db, mine);
}

/**
 * One payee of the shipper's orders still to invoice has filed the VAT exemption for international
 * freight forwarding (its lines print 免税): a payee on no application yet, so none of those
 * applications disagrees with it, and not a demo account.
 */
function seedVatExemption(db: Db, shipperOrders: readonly OrderRow[]): void {
  const onApplications = new Set(
    Object.values(db.invoiceApplications).map((row) => row.payeeEnterpriseId),
  );
  const payee = shipperOrders
    .map((order) => order.payeeEnterpriseId)
    .find((id) => !DEMO_PAYEES.includes(id) && !onApplications.has(id));
  const enterprise = payee ? db.enterprises[payee] : undefined;
  if (enterprise) enterprise.vatExempt = true;
}

/** The demo members' invoice titles, then applications on their paid orders. */
export function seedInvoices(db: Db, now: number): void {
  seedInvoiceTitles(db, now);
  seedInvoiceApplications(db, now);
}

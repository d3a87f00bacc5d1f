import { nextId } from '../../core/schema';
import { DAY } from '../../core/time';

import type { Db } from '../../core/schema';
import type { InvoiceTitleRow } from './schema';

/** Demo members (core/seed.ts): the shipper and the forwarder and consolidator. */
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

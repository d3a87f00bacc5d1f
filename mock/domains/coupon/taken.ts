import type { Db } from '../../core/schema';

/**
 * How many coupons of each template `memberId` has taken: every coupon it ever got (whatever its
 * status now) plus those on its unpaid coupon-pack orders. The per-member limit counts these.
 */
export function takenIndex(db: Db, memberId: string): Map<string, number> {
  const taken = new Map<string, number>();
  const add = (id: string, count: number) => taken.set(id, (taken.get(id) ?? 0) + count);
  for (const coupon of Object.values(db.coupons)) {
    if (coupon.ownerId === memberId) add(coupon.templateId, 1);
  }
  for (const order of Object.values(db.orders)) {
    if (order.pack && order.status === 'unpaid' && order.payerId === memberId) {
      add(order.pack.templateId, order.pack.quantity);
    }
  }
  return taken;
}

import { COUPON_CURRENCIES, COUPON_KINDS, VALIDITY_KINDS } from '@/contract/coupon/types';
import { shapeDraftSpec } from '@/lib/drafts/form-draft';

import { DAY_FORMAT } from './template-form';

/** The coupon template form's draft, one per member and template (or a new one). */
export const TEMPLATE_DRAFT = shapeDraftSpec('couponTemplate', 1, {
  name: 'text',
  kind: { oneOf: COUPON_KINDS },
  currency: { oneOf: COUPON_CURRENCIES },
  faceValue: 'text',
  percent: 'number',
  cap: 'text',
  threshold: 'text',
  totalQuantity: 'number',
  perUserLimit: 'number',
  price: 'text',
  validityKind: { oneOf: VALIDITY_KINDS },
  validFrom: { date: DAY_FORMAT },
  validTo: { date: DAY_FORMAT },
  validDays: 'number',
  description: 'text',
});

import type { InvoiceTitle } from '@/contract/invoice/types';

import { isoCst } from '../../core/time';

import type { InvoiceTitleRow } from './schema';

export function toTitle(row: InvoiceTitleRow): InvoiceTitle {
  const { id, type, title, taxNo, address, phone, bank, account, isDefault, createdAt } = row;
  return {
    id,
    type,
    title,
    taxNo,
    ...(address ? { address } : {}),
    ...(phone ? { phone } : {}),
    ...(bank ? { bank } : {}),
    ...(account ? { account } : {}),
    isDefault,
    createdAt: isoCst(createdAt),
  };
}

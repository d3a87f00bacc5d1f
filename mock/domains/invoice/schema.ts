import type { TitleInput } from '@/contract/invoice/types';

/** The invoice tables' rows (re-exported by core/schema.ts). Times are epoch ms. */

/** An invoice title a member keeps for its applications. */
export interface InvoiceTitleRow extends TitleInput {
  id: string;
  memberId: string;
  isDefault: boolean;
  createdAt: number;
  updatedAt: number;
}

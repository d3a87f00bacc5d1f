import type { PartyRef } from '@/contract/common/trade';
import { isolatedIn } from '@/lib/i18n/direction';

/**
 * A party's name in the reader's language: the English name outside Chinese when there is one. In
 * a right-to-left language it is isolated from the line around it, so that `Co., Ltd.` keeps its
 * full stop at its end.
 */
export function partyName(party: PartyRef, locale: string): string {
  const name = !locale.toLowerCase().startsWith('zh') && party.nameEn ? party.nameEn : party.name;
  return isolatedIn(locale, name);
}

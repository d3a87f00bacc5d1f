import type { PartyRef } from '@/contract/common/trade';

/** A party's name in the reader's language: the English name outside Chinese when there is one. */
export function partyName(party: PartyRef, locale: string): string {
  return !locale.toLowerCase().startsWith('zh') && party.nameEn ? party.nameEn : party.name;
}

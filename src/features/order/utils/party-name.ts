import type { PartyRef } from '@/contract/common/trade';

/** The party's name in the reader's language (the English name when there is one). */
export function partyName(party: PartyRef, locale: string): string {
  return locale.startsWith('en') && party.nameEn ? party.nameEn : party.name;
}

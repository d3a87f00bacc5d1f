import type { PartyRef } from '@/contract/common/trade';

/** A party's name in the reader's language (the Chinese name when there is no English one). */
export function partyName(party: PartyRef, locale: string): string {
  return locale.toLowerCase().startsWith('zh') ? party.name : (party.nameEn ?? party.name);
}

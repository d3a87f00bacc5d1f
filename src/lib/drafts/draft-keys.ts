/**
 * Where drafts live in the app's storage: one key per form, member and subject, all under one
 * prefix so that logout can remove them at once. Kept apart from the draft store, whose field
 * checks need dayjs: logout is part of every first visit, drafts are not.
 */
import { appStorage, type WebStorage } from '@/lib/storage';

/** Every draft's key starts with this, so that logout can remove them all. */
const DRAFT_KEY_PREFIX = 'draft:';

/** The subject of a form that creates something (a new item, or a copy). */
export const NEW_SUBJECT = 'new';

export interface DraftOwner {
  memberId: string;
  /** The item edited (its id), or `NEW_SUBJECT`. */
  subject?: string;
}

export function draftKey(form: string, { memberId, subject = NEW_SUBJECT }: DraftOwner): string {
  return `${DRAFT_KEY_PREFIX}${form}:${memberId}:${subject}`;
}

/** Removes every member's drafts of every form (at logout). */
export function removeAllDrafts(storage: WebStorage = appStorage): void {
  storage.removeStartingWith(DRAFT_KEY_PREFIX);
}

/**
 * Drafts of forms, kept in the app's storage while the member types, so that a reload, a closed tab
 * or an expired session (4098, then logging in again) loses nothing. A draft belongs to one member
 * and one subject (the item being edited, or a new one): another member on the same browser never
 * sees it, and logging out removes every draft (a shared office computer).
 */
import { appStorage, type WebStorage } from '@/lib/storage';

import { draftKey, type DraftOwner } from './draft-keys';
import { toStoredShape, type FieldShape } from './field-shape';

export interface DraftSpec<Stored> {
  /** Names the form in the key: `tender`, `bid`, `listing`… */
  form: string;
  /** Raised when the stored shape changes: a draft of another version is ignored. */
  version: number;
  /**
   * The form's own fields with the right types, JSON-safe (dates as text), anything else dropped.
   * Used on writing (only form fields are ever stored) and on reading (a damaged entry cannot
   * break the form).
   */
  toStored(values: unknown): Stored;
  /**
   * How long a draft lives after its last change; the storage's default (30 days) when absent.
   * A draft of personal data (a profile, a certification) lives `PERSONAL_DRAFT_SECONDS`.
   */
  lifetimeSeconds?: number;
}

/**
 * A day: a draft of personal details (names, numbers, addresses, licence images) outlives an
 * interrupted visit, not a week on a shared office computer.
 */
export const PERSONAL_DRAFT_SECONDS = 24 * 60 * 60;

export interface FormDraft<Stored> {
  v: number;
  /** When it was last written (ms epoch). */
  savedAt: number;
  values: Stored;
}

function isDraft(version: number) {
  return (value: unknown): value is FormDraft<unknown> => {
    if (typeof value !== 'object' || value === null) return false;
    const draft = value as Record<string, unknown>;
    return (
      draft.v === version &&
      typeof draft.savedAt === 'number' &&
      typeof draft.values === 'object' &&
      draft.values !== null
    );
  };
}

/**
 * Reads, writes and removes one form's drafts (the app's storage unless a test gives another).
 * `baseline` is what the form opens with: a draft equal to it holds nothing typed and is not kept.
 * A draft belongs to a member: with no member (a visitor, or a session that just ended) nothing is
 * read or written.
 */
export function draftStore<Stored>(spec: DraftSpec<Stored>, storage: WebStorage = appStorage) {
  const sameAs = (values: Stored, baseline: unknown) =>
    JSON.stringify(values) === JSON.stringify(spec.toStored(baseline));
  const key = (owner: DraftOwner) => draftKey(spec.form, owner);
  return {
    load(owner: DraftOwner, baseline: unknown): FormDraft<Stored> | undefined {
      if (!owner.memberId) return undefined;
      const draft = storage.get(key(owner), isDraft(spec.version));
      if (!draft) return undefined;
      const values = spec.toStored(draft.values);
      return sameAs(values, baseline) ? undefined : { ...draft, values };
    },
    /** Writes the form's values; values equal to the baseline remove the draft instead. */
    save(owner: DraftOwner, values: unknown, baseline: unknown, nowMs = Date.now()): void {
      if (!owner.memberId) return;
      const stored = spec.toStored(values);
      if (sameAs(stored, baseline)) {
        storage.remove(key(owner));
        return;
      }
      const draft: FormDraft<Stored> = { v: spec.version, savedAt: nowMs, values: stored };
      storage.set(key(owner), draft, spec.lifetimeSeconds);
    },
    remove(owner: DraftOwner): void {
      storage.remove(key(owner));
    },
  };
}

/** A draft of the fields `shape` names, each checked for its kind (see field-shape). */
export interface ShapeDraftSpec extends DraftSpec<Record<string, unknown>> {
  shape: FieldShape;
}

export function shapeDraftSpec(
  form: string,
  version: number,
  shape: FieldShape,
  lifetimeSeconds?: number,
): ShapeDraftSpec {
  return {
    form,
    version,
    shape,
    toStored: (values) => toStoredShape(shape, values),
    ...(lifetimeSeconds === undefined ? {} : { lifetimeSeconds }),
  };
}

import type { MessageId } from '@/locales/message-id';

/** A paragraph, a bulleted list, or the contact block (which needs links). */
export type ClauseBlock =
  { kind: 'p'; id: MessageId } | { kind: 'list'; ids: readonly MessageId[] } | { kind: 'contact' };

export interface ClauseSection {
  /** The heading's element id, the target of the table of contents. */
  anchor: string;
  titleId: MessageId;
  blocks: readonly ClauseBlock[];
}

export interface ClausePart {
  anchor: string;
  titleId: MessageId;
  sections: readonly ClauseSection[];
}

/** The terms take effect at midnight China Standard Time. */
export const EFFECTIVE_DATE = '2026-01-01T00:00:00+08:00';

const p = (id: MessageId): ClauseBlock => ({ kind: 'p', id });
const list = (...ids: MessageId[]): ClauseBlock => ({ kind: 'list', ids });

/** Terms of use, then the privacy policy; sections are numbered across both parts. */
export const clauseParts: readonly ClausePart[] = [
  {
    anchor: 'terms',
    titleId: 'other.clause.terms.title',
    sections: [
      {
        anchor: 'accounts',
        titleId: 'other.clause.accounts.title',
        blocks: [
          p('other.clause.accounts.p1'),
          p('other.clause.accounts.p2'),
          p('other.clause.accounts.p3'),
        ],
      },
      {
        anchor: 'marketplace',
        titleId: 'other.clause.market.title',
        blocks: [
          p('other.clause.market.p1'),
          p('other.clause.market.p2'),
          p('other.clause.market.p3'),
          p('other.clause.market.p4'),
        ],
      },
      {
        anchor: 'payments',
        titleId: 'other.clause.payments.title',
        blocks: [
          p('other.clause.payments.p1'),
          p('other.clause.payments.p2'),
          p('other.clause.payments.p3'),
        ],
      },
      {
        anchor: 'conduct',
        titleId: 'other.clause.conduct.title',
        blocks: [
          p('other.clause.conduct.lead'),
          list(
            'other.clause.conduct.i1',
            'other.clause.conduct.i2',
            'other.clause.conduct.i3',
            'other.clause.conduct.i4',
            'other.clause.conduct.i5',
            'other.clause.conduct.i6',
          ),
          p('other.clause.conduct.after'),
        ],
      },
      {
        anchor: 'intellectual-property',
        titleId: 'other.clause.ip.title',
        blocks: [p('other.clause.ip.p1'), p('other.clause.ip.p2')],
      },
      {
        anchor: 'liability',
        titleId: 'other.clause.liability.title',
        blocks: [
          p('other.clause.liability.p1'),
          p('other.clause.liability.p2'),
          p('other.clause.liability.p3'),
        ],
      },
      {
        anchor: 'changes',
        titleId: 'other.clause.changes.title',
        blocks: [p('other.clause.changes.p1'), p('other.clause.changes.p2')],
      },
    ],
  },
  {
    anchor: 'privacy',
    titleId: 'other.clause.privacy.title',
    sections: [
      {
        anchor: 'privacy-collect',
        titleId: 'other.clause.collect.title',
        blocks: [
          list(
            'other.clause.collect.i1',
            'other.clause.collect.i2',
            'other.clause.collect.i3',
            'other.clause.collect.i4',
          ),
          p('other.clause.collect.after'),
        ],
      },
      {
        anchor: 'privacy-purpose',
        titleId: 'other.clause.purpose.title',
        blocks: [
          list(
            'other.clause.purpose.i1',
            'other.clause.purpose.i2',
            'other.clause.purpose.i3',
            'other.clause.purpose.i4',
          ),
          p('other.clause.purpose.after'),
        ],
      },
      {
        anchor: 'privacy-retention',
        titleId: 'other.clause.retention.title',
        blocks: [p('other.clause.retention.p1'), p('other.clause.retention.p2')],
      },
      {
        anchor: 'privacy-sharing',
        titleId: 'other.clause.sharing.title',
        blocks: [p('other.clause.sharing.p1'), p('other.clause.sharing.p2')],
      },
      {
        anchor: 'privacy-rights',
        titleId: 'other.clause.rights.title',
        blocks: [
          p('other.clause.rights.lead'),
          list(
            'other.clause.rights.i1',
            'other.clause.rights.i2',
            'other.clause.rights.i3',
            'other.clause.rights.i4',
            'other.clause.rights.i5',
          ),
          p('other.clause.rights.after'),
        ],
      },
      {
        anchor: 'privacy-storage',
        titleId: 'other.clause.storage.title',
        blocks: [p('other.clause.storage.p1'), p('other.clause.storage.p2')],
      },
      {
        anchor: 'privacy-contact',
        titleId: 'other.clause.contact.title',
        blocks: [{ kind: 'contact' }],
      },
    ],
  },
];

/** Each section with its number (1-based, continuing from the terms into the privacy policy). */
export function numberSections(parts: readonly ClausePart[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const part of parts) {
    for (const section of part.sections) numbers.set(section.anchor, numbers.size + 1);
  }
  return numbers;
}

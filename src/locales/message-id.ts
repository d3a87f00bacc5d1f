import type { AreaMessageId } from '@/lib/i18n/areas';

/** Any id of the catalogue; a typo is a type error. */
export type MessageId = AreaMessageId;

/** The start of the ids that end in `.${Last}`: 'invoice.records' for 'invoice.records.total'. */
export type MessagePrefix<Last extends string> = MessageId extends infer Id
  ? Id extends `${infer Prefix}.${Last}`
    ? Prefix
    : never
  : never;

/**
 * The building blocks of reply schemas. Every reply is parsed with its call's schema before the
 * app sees it (lib/request); a reply that does not match is that call's failure. The types of what
 * the server sends are derived from these schemas (`Infer<typeof XSchema>`), never written twice.
 *
 * What is lenient, and why: a back end may send `null` for an absent optional field and a number for
 * an id, so those are read as absent and as text. Everything else must be what the contract says;
 * keys the contract does not name are dropped.
 */
import * as v from 'valibot';

import type { Page } from './http';

/** Any reply schema. */
export type ReplySchema = v.GenericSchema;

/** What a schema accepts, after its normalisations: the type a call resolves with. */
export type Infer<S extends v.GenericSchema> = v.InferOutput<S>;

/** The reply schema of every call of a domain's paths object, under the same key. */
export type RepliesOf<Paths> = { readonly [Key in keyof Paths]: v.GenericSchema };

/** A reply whose content the app does not read (an acknowledgement). */
export const ignored = v.unknown();

/** Any text, empty included. */
export const text = v.string();

/** Text with at least one character (a name, a number, a code). */
export const filled = v.pipe(v.string(), v.minLength(1));

/** An entity's id: text, or the number a back end may send, read as text. */
export const entityId = v.pipe(
  v.union([filled, v.pipe(v.number(), v.safeInteger())]),
  v.transform(String),
);

/** A whole number ≥ 0 (a count, a quantity, a page size). */
export const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A whole number (a sort order, a signed difference). */
export const integer = v.pipe(v.number(), v.safeInteger());

/** A finite number (a ratio, a coordinate). */
export const finite = v.pipe(v.number(), v.finite());

/** A decimal amount as the API carries it ('1250', '-12.5', '0.125'), never a float. */
export const decimal = v.pipe(v.string(), v.regex(/^-?\d{1,15}(\.\d{1,8})?$/));

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An instant, ISO 8601 with its offset (a time without one would be read in the reader's zone). */
export const isoDateTime = v.pipe(
  v.string(),
  v.regex(ISO_DATE_TIME),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'not a real date and time'),
);

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDate = v.pipe(
  v.string(),
  v.regex(ISO_DATE),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a real day'),
);

/** When a record was created and last changed (spread into an object's entries). */
export const timestamps = {
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

/**
 * A name in Chinese and in English, both sent whatever the reader's language (spread into an
 * object's entries).
 */
export const bilingualName = {
  name: filled,
  nameEn: filled,
};

/**
 * A field that may be absent: missing, `undefined` and `null` are all read as absent, so a page
 * meets one way of "not there".
 */
export const optional = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value): v.InferOutput<S> | undefined => value ?? undefined),
  );

/** A list whose every item must match (one broken item fails the reply: nothing is shown half). */
export const listOf = <S extends v.GenericSchema>(item: S) => v.array(item);

/** A page of a paged list: its records and where it stands. */
export const pageOf = <S extends v.GenericSchema>(
  item: S,
): v.GenericSchema<unknown, Page<v.InferOutput<S>>> =>
  v.object({
    records: v.array(item),
    total: count,
    current: v.pipe(count, v.minValue(1)),
    size: v.pipe(count, v.minValue(1)),
  });

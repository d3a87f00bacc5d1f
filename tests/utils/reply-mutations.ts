/**
 * Malformed variants of a real reply's payload, for the malformed-reply sweep
 * (tests/e2e/malformed-replies.spec.ts): what a back end that drifted from the contract might send.
 * Pure: JSON in, JSON out, the reply's schema asked with valibot's `safeParse`.
 */
import * as v from 'valibot';

import type { ReplySchema } from '../../src/contract/schema';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Where a field is: object keys and list indices from the payload's root. */
export type FieldPath = readonly (string | number)[];

/**
 * The kinds of malformed payload, each made from the real one:
 * - `dataNull`: `data` null;
 * - `dataEmpty`: `data` `{}`;
 * - `typesSwapped`: every field's type swapped, deep (string ↔ number, boolean → string,
 *   list → object, object → list);
 * - `optionalDropped`: every field the schema accepts as absent dropped at once, deep;
 * - `optionalNulled`: every field the schema accepts as null set to null at once, deep;
 * - `extraKeys`: unknown keys added to every object, deep.
 */
export const MUTATION_KINDS = [
  'dataNull',
  'dataEmpty',
  'typesSwapped',
  'optionalDropped',
  'optionalNulled',
  'extraKeys',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** The keys `extraKeys` adds to every object; no contract names them. */
export const EXTRA_FIELDS: Readonly<JsonObject> = {
  zzUnknownText: 'an unknown field',
  zzUnknownObject: { list: [1, 'two', null], flag: true, nested: { deeper: 'x' } },
};

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clone<T extends Json>(value: T): T {
  return structuredClone(value);
}

/** Whether the schema accepts `value` (stopping at the first issue: only the verdict counts). */
export function accepts(schema: ReplySchema, value: unknown): boolean {
  return v.safeParse(schema, value, { abortEarly: true }).success;
}

/** The value at `path`, or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let here: unknown = value;
  for (const step of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}

/**
 * The path of every object key in the payload, deep (also inside list items), a parent before its
 * fields, in the order they are written.
 */
export function fieldPaths(value: Json, at: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => fieldPaths(item, [...at, index]));
  }
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, field]) => [
    [...at, key],
    ...fieldPaths(field, [...at, key]),
  ]);
}

/** The object holding the field at `path`, when it is still there. */
function holderOf(root: Json, path: FieldPath): JsonObject | undefined {
  const holder = valueAt(root, path.slice(0, -1));
  return isObject(holder as Json) ? (holder as JsonObject) : undefined;
}

function keyOf(path: FieldPath): string {
  return String(path[path.length - 1]);
}

/** The payload without the fields at `paths` (a field whose parent is gone already is skipped). */
export function withoutFields(value: Json, paths: readonly FieldPath[]): Json {
  const copy = clone(value);
  for (const path of paths) {
    const holder = holderOf(copy, path);
    if (holder) Reflect.deleteProperty(holder, keyOf(path));
  }
  return copy;
}

/** The payload with the fields at `paths` null (a field under a parent nulled already is skipped). */
export function withNullFields(value: Json, paths: readonly FieldPath[]): Json {
  const copy = clone(value);
  for (const path of paths) {
    const holder = holderOf(copy, path);
    if (holder && keyOf(path) in holder) holder[keyOf(path)] = null;
  }
  return copy;
}

export interface OptionalFields {
  /** The fields the schema accepts as absent, each tried alone. */
  droppable: FieldPath[];
  /** The fields the schema accepts as null, each tried alone. */
  nullable: FieldPath[];
}

/**
 * Which fields of a payload the schema accepts absent or null: each field is dropped, then nulled,
 * alone, and the whole payload is parsed.
 */
export function optionalFields(schema: ReplySchema, value: Json): OptionalFields {
  const probe = clone(value);
  const droppable: FieldPath[] = [];
  const nullable: FieldPath[] = [];
  for (const path of fieldPaths(probe)) {
    const holder = holderOf(probe, path);
    if (!holder) continue;
    const key = keyOf(path);
    const kept = holder[key] as Json;
    Reflect.deleteProperty(holder, key);
    if (accepts(schema, probe)) droppable.push(path);
    holder[key] = null;
    if (accepts(schema, probe)) nullable.push(path);
    holder[key] = kept;
  }
  return { droppable, nullable };
}

/**
 * All of `paths` changed at once when the schema accepts that; otherwise as many as it accepts
 * together, taken in order (a rule across fields may refuse two absent that it accepts one by one).
 */
function together(
  schema: ReplySchema,
  value: Json,
  paths: readonly FieldPath[],
  change: (value: Json, paths: readonly FieldPath[]) => Json,
): Json {
  const all = change(value, paths);
  if (accepts(schema, all)) return all;
  const kept: FieldPath[] = [];
  for (const path of paths) {
    if (accepts(schema, change(value, [...kept, path]))) kept.push(path);
  }
  return change(value, kept);
}

/** A value of another type: string ↔ number, boolean → string, list → object, object → list. */
function swapped(value: Json): Json {
  if (typeof value === 'string') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value.length;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return null;
  if (Array.isArray(value)) {
    return Object.fromEntries(value.map((item, index) => [String(index), swapped(item)]));
  }
  return Object.values(value).map(swapped);
}

/**
 * Every field's type swapped, deep. The payload's own container and the items of a list payload
 * keep their kind (they are the reply and its records, not fields); what they hold is swapped.
 */
export function withTypesSwapped(value: Json): Json {
  if (Array.isArray(value)) {
    return value.map((item) =>
      isObject(item) || Array.isArray(item) ? withTypesSwapped(item) : swapped(item),
    );
  }
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, swapped(field)]));
  }
  return swapped(value);
}

/** `EXTRA_FIELDS` added to every object, deep. */
export function withExtraKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(withExtraKeys);
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, field] of Object.entries(value)) copy[key] = withExtraKeys(field);
  return { ...copy, ...clone(EXTRA_FIELDS as JsonObject) };
}

export interface Mutations extends OptionalFields {
  /** Each kind's payload. */
  replies: Record<MutationKind, Json>;
}

/**
 * The malformed payload of one kind made from `real`, the payload of a real reply (`fields`: its
 * optional fields, when they are known already).
 */
export function mutationOf(
  schema: ReplySchema,
  real: Json,
  kind: MutationKind,
  fields?: OptionalFields,
): Json {
  switch (kind) {
    case 'dataNull':
      return null;
    case 'dataEmpty':
      return {};
    case 'typesSwapped':
      return withTypesSwapped(real);
    case 'optionalDropped':
      return together(
        schema,
        real,
        (fields ?? optionalFields(schema, real)).droppable,
        withoutFields,
      );
    case 'optionalNulled':
      return together(
        schema,
        real,
        (fields ?? optionalFields(schema, real)).nullable,
        withNullFields,
      );
    case 'extraKeys':
      return withExtraKeys(real);
  }
}

/** Every kind of malformed payload made from `real`, the payload of a real reply. */
export function mutationsOf(schema: ReplySchema, real: Json): Mutations {
  const fields = optionalFields(schema, real);
  const replies = Object.fromEntries(
    MUTATION_KINDS.map((kind) => [kind, mutationOf(schema, real, kind, fields)]),
  ) as Record<MutationKind, Json>;
  return { ...fields, replies };
}

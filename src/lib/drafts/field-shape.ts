/**
 * A form's fields and their kinds, to store a draft JSON-safe and read it back checked: a value of
 * the wrong kind is dropped (the form's own default shows instead), dates travel as text in a named
 * format, `null` (a cleared field) stays `null`, unknown fields are never stored.
 */
import dayjs from 'dayjs';

export type FieldKind =
  | 'text'
  | 'number'
  | 'texts'
  | 'numbers'
  | { oneOf: readonly string[] }
  | { date: string }
  | { list: FieldShape }
  | { group: FieldShape };

export type FieldShape = Readonly<Record<string, FieldKind>>;

type Values = Record<string, unknown>;

const asRecord = (value: unknown): Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : {};

function storedValue(kind: FieldKind, value: unknown): unknown {
  if (value === null) return null;
  if (kind === 'text') return typeof value === 'string' ? value : undefined;
  if (kind === 'number')
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  if (kind === 'texts' || kind === 'numbers') {
    const item = kind === 'texts' ? 'string' : 'number';
    return Array.isArray(value) ? value.filter((one) => typeof one === item) : undefined;
  }
  if ('oneOf' in kind) return kind.oneOf.includes(value as string) ? value : undefined;
  if ('date' in kind) {
    if (dayjs.isDayjs(value)) return value.isValid() ? value.format(kind.date) : undefined;
    return typeof value === 'string' && dayjs(value).isValid() ? value : undefined;
  }
  if ('group' in kind) {
    return typeof value === 'object' && !Array.isArray(value)
      ? toStoredShape(kind.group, value)
      : undefined;
  }
  return Array.isArray(value) ? value.map((row) => toStoredShape(kind.list, row)) : undefined;
}

/** The shape's fields of `values`, JSON-safe; a field that is absent or of the wrong kind is left out. */
export function toStoredShape(shape: FieldShape, values: unknown): Values {
  const source = asRecord(values);
  const stored: Values = {};
  for (const [name, kind] of Object.entries(shape)) {
    const value = storedValue(kind, source[name]);
    if (value !== undefined) stored[name] = value;
  }
  return stored;
}

/** Stored values back to form values: dates become picker values again. */
export function fromStoredShape(shape: FieldShape, stored: unknown): Values {
  const values = toStoredShape(shape, stored);
  for (const [name, kind] of Object.entries(shape)) {
    const value = values[name];
    if (value === null || value === undefined || typeof kind === 'string') continue;
    if ('date' in kind) values[name] = dayjs(value as string);
    if ('group' in kind) values[name] = fromStoredShape(kind.group, value);
    if ('list' in kind) {
      values[name] = (value as unknown[]).map((row) => fromStoredShape(kind.list, row));
    }
  }
  return values;
}

/** `base` with the stored values over it, groups merged field by field. */
export function restoreOver<T>(shape: FieldShape, base: T, stored: unknown): T {
  const restored = fromStoredShape(shape, stored);
  const merged: Values = { ...asRecord(base) };
  for (const [name, value] of Object.entries(restored)) {
    const kind = shape[name];
    merged[name] =
      typeof kind === 'object' && 'group' in kind
        ? restoreOver(kind.group, merged[name], value)
        : value;
  }
  return merged as T;
}

/**
 * Every field of the shape with its value in `values` (absent ones emptied), as antd's
 * `form.setFields` takes them: putting a form back to `values` leaves nothing of a draft behind.
 */
export function everyField(
  shape: FieldShape,
  values: unknown,
  parent: string[] = [],
): { name: string[]; value: unknown }[] {
  const source = asRecord(values);
  return Object.entries(shape).flatMap(([name, kind]) =>
    typeof kind === 'object' && 'group' in kind
      ? everyField(kind.group, source[name], [...parent, name])
      : [{ name: [...parent, name], value: source[name] }],
  );
}

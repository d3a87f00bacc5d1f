import type { Db, TableShapes, Tables } from './schema';
import type { Text } from './text';
import type { RequestHandler } from 'msw';

/** A member row, as the domain that declares the `members` table writes it. */
export type Member = Tables extends { members: Record<string, infer Row> } ? Row : never;

/**
 * What a domain lends to the domains below it, which may not import it (a domain imports only
 * those it builds on, and the arrows never turn back): a lower domain that serves a step of its
 * own contract which needs a part of a higher one (the coupon chosen at payment answers the order
 * as it now stands) reaches that part here, as core's guard reaches the member a token names.
 * Empty here: the lender declares its part where it registers (its domain.ts:
 * `declare module '../../core/registry' { interface Lent { … } }`) and gives it in `lends`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface Lent {}

/**
 * What a domain adds to the mock back end. Core never imports a domain: the composition root
 * (mock/domains/index.ts) hands the list to the hosts, which register it here.
 */
export interface MockDomain {
  name: string;
  handlers?: readonly RequestHandler[];
  /** The domain's tables and their empty value (their rows are declared in its schema.ts). */
  tables?: TableShapes;
  /** Fills a fresh database; domains seed in the order they are listed. */
  seed?: (db: Db, now: number) => void;
  /** Brings time-based state up to date before every request (deadlines, time-outs). */
  settle?: (db: Db, now: number) => void;
  /** Reply messages by id, in both languages. */
  messages?: Readonly<Record<string, Text>>;
  /** Names of request fields in refusals. */
  fieldLabels?: Readonly<Record<string, Text>>;
  /** The member a live access token names (the domain that issues tokens answers it). */
  memberOfToken?: (db: Db, token: string | null, now: number) => Member | undefined;
  /** What it lends the domains below it, under its own name (`Lent`). */
  lends?: Partial<Lent>;
}

let registered: readonly MockDomain[] = [];
let messages: Record<string, Text> = {};
let fieldLabels: Record<string, Text> = {};

/** Makes `domains` the mock's: their tables, seeds, settle steps, messages and token owner. */
export function registerDomains(domains: readonly MockDomain[]): void {
  registered = domains;
  messages = Object.assign({}, ...domains.map((domain) => domain.messages ?? {}));
  fieldLabels = Object.assign({}, ...domains.map((domain) => domain.fieldLabels ?? {}));
}

export function registeredDomains(): readonly MockDomain[] {
  return registered;
}

export function tableShapes(): TableShapes {
  return Object.assign({}, ...registered.map((domain) => domain.tables ?? {}));
}

export function domainMessage(id: string): Text | undefined {
  return messages[id];
}

export function domainFieldLabel(field: string): Text | undefined {
  return fieldLabels[field];
}

/** Runs every domain's settle step, in registration order. */
export function settleAll(db: Db, now: number): void {
  for (const domain of registered) domain.settle?.(db, now);
}

export function memberOfToken(db: Db, token: string | null, now: number): Member | undefined {
  for (const domain of registered) {
    if (domain.memberOfToken) return domain.memberOfToken(db, token, now);
  }
  return undefined;
}

/** What a registered domain lends under `name`; none lending it is a wiring fault (throws). */
export function lent<Name extends keyof Lent>(name: Name): Lent[Name] {
  for (const domain of registered) {
    const part = domain.lends?.[name];
    if (part) return part as Lent[Name];
  }
  throw new Error(`[mock] no registered domain lends ${String(name)}`);
}

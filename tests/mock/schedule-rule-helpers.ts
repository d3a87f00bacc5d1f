import type { Sailing } from '@/contract/schedule/types';
import type { RuleResult } from '@mock/core/result';
import { searchSailings } from '@mock/domains/schedule/rules';

/** Shared by the schedule rule tests (generation and search). */
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
/** 2026-01-10 10:00 China time (a Saturday). */
export const NOW = Date.UTC(2026, 0, 10, 2);

export function value<T>(result: RuleResult<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.messageId} ${result.field ?? ''}`);
  return result.value;
}

export function refusal<T>(result: RuleResult<T>) {
  if (result.ok) throw new Error('accepted');
  return { code: result.code, field: result.field, messageId: result.messageId };
}

export const page = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'en') =>
  value(searchSailings(query, NOW, lang));

/** Every sailing of a query, all pages. */
export function all(query: Record<string, string | number>): Sailing[] {
  const first = page({ ...query, size: 50 });
  const rows = [...first.records];
  for (let current = 2; (current - 1) * 50 < first.total; current += 1) {
    rows.push(...page({ ...query, size: 50, current }).records);
  }
  return rows;
}

export const offsetOf = (iso: string) => iso.slice(19);
export const localDate = (iso: string) => iso.slice(0, 10);

import { paths } from '@/config/paths';
import type { Port } from '@/lib/reference';

export const SEARCH_TARGETS = ['tender', 'market', 'schedule'] as const;
export type SearchTarget = (typeof SEARCH_TARGETS)[number];

/**
 * The UN/LOCODE a port field's text stands for: the port among `known` whose code (any case),
 * Chinese or English name, or offered label is exactly the text. Undefined when none matches.
 */
export function resolvePort(text: string, known: readonly Port[]): string | undefined {
  const value = text.trim();
  const lower = value.toLowerCase();
  return known.find(
    (port) =>
      port.code.toLowerCase() === lower ||
      port.name === value ||
      port.nameEn.toLowerCase() === lower ||
      portOption(port, 'zh-CN') === value ||
      portOption(port, 'en-US') === value,
  )?.code;
}

/** How a port is offered in the list: '上海 Shanghai' / 'Shanghai (上海)'. */
export function portOption(port: Port, locale: string): string {
  return locale.startsWith('zh') ? `${port.name} ${port.nameEn}` : `${port.nameEn} (${port.name})`;
}

/** Where a home search goes: tenders (keyword and ports), the market or the schedules (ports). */
export function searchHref(
  target: SearchTarget,
  query: { keyword?: string; pol?: string; pod?: string },
): string {
  const { keyword, pol, pod } = query;
  if (target === 'tender')
    return paths.business.searchTender.href({ keyword: keyword?.trim(), pol, pod });
  if (target === 'market') return paths.business.market.href({ pol, pod });
  return paths.tool.shipDate.href({ pol, pod });
}

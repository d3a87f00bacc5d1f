import type { PortRef } from '@/contract/common/trade';

/** A port's name in the reader's language. */
export const portName = (port: PortRef, locale: string) =>
  locale.startsWith('zh') ? port.name : port.nameEn;

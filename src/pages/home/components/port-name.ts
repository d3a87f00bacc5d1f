import type { PortRef } from '@/types/trade';

/** A port's name in the reader's language. */
export const portName = (port: PortRef, locale: string) =>
  locale.startsWith('zh') ? port.name : port.nameEn;

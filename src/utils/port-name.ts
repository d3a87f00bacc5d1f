import type { PortRef } from '@/contract/common/trade';

/** A port's name in the reader's language: the Chinese name in Chinese, the English one elsewhere. */
export const portName = (port: PortRef, locale: string) =>
  locale.toLowerCase().startsWith('zh') ? port.name : port.nameEn;

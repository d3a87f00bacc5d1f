import type { PortRef } from '@/contract/common/trade';

import { ports } from './data-ports';

const portCodes = new Set(ports.map((port) => port.code));

export function isPort(code: string): boolean {
  return portCodes.has(code);
}

const portByCode = new Map(ports.map((port) => [port.code, port]));

/** A port as replies show it (an unknown code shows as itself). */
export function portRef(code: string): PortRef {
  return portByCode.get(code) ?? { code, name: code, nameEn: code, countryCode: '', region: '' };
}

import type { PortRef } from '@/contract/common/trade';

import { invalid, type Rejection } from '../../core/result';
import { ports } from './data-ports';

import type { Input } from '../../core/input';

const portCodes = new Set(ports.map((port) => port.code));

export function isPort(code: string): boolean {
  return portCodes.has(code);
}

const portByCode = new Map(ports.map((port) => [port.code, port]));

/** A port as replies show it (an unknown code shows as itself). */
export function portRef(code: string): PortRef {
  return portByCode.get(code) ?? { code, name: code, nameEn: code, countryCode: '', region: '' };
}

/**
 * The body's port of loading and port of discharge: both known ports, and not the same one (else
 * a 4000 naming the field).
 */
export function portPair(body: Input): Rejection | { pol: string; pod: string } {
  for (const field of ['pol', 'pod'] as const) {
    const code = body[field];
    if (!code) return invalid(field, 'field.required');
    if (typeof code !== 'string' || !isPort(code)) return invalid(field);
  }
  const pol = body.pol as string;
  const pod = body.pod as string;
  if (pol === pod) return invalid('pod', 'tender.samePorts');
  return { pol, pod };
}

import {
  containerCheckDigit,
  containerNoProblem,
  normalizeContainerNo,
} from '@/contract/shipment/container-number';

/** What is wrong with a typed container number, and the check digit its first ten characters give. */
export type ContainerNoIssue =
  { kind: 'format' } | { kind: 'checkDigit'; expected: number | undefined; typed: string };

/** Why the number fails ISO 6346 (shape, then check digit), or undefined when it passes. */
export function containerNoIssue(text: string): ContainerNoIssue | undefined {
  const problem = containerNoProblem(text);
  if (!problem) return undefined;
  if (problem === 'format') return { kind: 'format' };
  const number = normalizeContainerNo(text);
  return {
    kind: 'checkDigit',
    expected: containerCheckDigit(number.slice(0, 10)),
    typed: number.charAt(10),
  };
}

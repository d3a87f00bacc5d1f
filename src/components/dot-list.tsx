import { Fragment, type ReactNode } from 'react';

interface DotListProps {
  /** The parts, in reading order; empty ones are left out. */
  parts: ReactNode[];
}

/**
 * Facts of one line joined by middle dots ('O20261121-0078 · 21/11/2026 · 2 bids'): each part is
 * isolated, so that on a right-to-left page a number or a Latin name keeps its own order and its
 * place instead of joining its neighbour's run.
 */
export function DotList({ parts }: DotListProps) {
  const shown = parts.filter((part) => part !== '' && part != null && part !== false);
  return (
    <>
      {shown.map((part, index) => (
        // The parts are a fixed list in reading order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && ' · '}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}

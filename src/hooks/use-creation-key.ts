import { useMemo, useRef } from 'react';

import { newRequestId } from '@/utils/request-id';

/**
 * The idempotency key of one creation (a tender, a listing, a coupon template, an invoice
 * application, a coupon pack): the same for every try of the same content until one succeeds, so a
 * retry after a time-out that did reach the server gets the first answer back instead of a second
 * creation. Other content, or a success, starts a new creation with a new key.
 */
export function useCreationKey() {
  const creation = useRef<{ key: string; content: string } | undefined>(undefined);
  return useMemo(
    () => ({
      /** The key for creating `content` (the request body). */
      current: (content: unknown) => {
        const text = JSON.stringify(content);
        if (creation.current?.content !== text) {
          creation.current = { key: newRequestId(), content: text };
        }
        return creation.current.key;
      },
      /** The creation succeeded: the next one is another. */
      done: () => {
        creation.current = undefined;
      },
    }),
    [],
  );
}

import type { Page } from '@/contract/http';

/** The largest page a list call answers: an export asks for as few pages as it can. */
export const EXPORT_PAGE_SIZE = 1000;
/** Pages asked for at once after the first: quick on a long list, gentle on the server. */
export const EXPORT_CONCURRENCY = 3;

export interface PagesProgress {
  /** Rows received so far. */
  received: number;
  /** Rows the list holds, as its first page said. */
  total: number;
}

/** One page of the list under its conditions: the caller's list call with `current` and `size`. */
export type PageCall<T> = (page: { current: number; size: number }) => Promise<Page<T>>;

export interface FetchAllOptions {
  size?: number;
  concurrency?: number;
  onProgress?: (progress: PagesProgress) => void;
  /** Stops asking for more pages (the member left the page); the promise rejects. */
  signal?: AbortSignal;
}

/**
 * Every row of a list under its filters, in the list's order: the first page says how many there
 * are, the rest are asked for a few at a time. A page that fails fails the whole (no file with
 * rows missing); the caller offers a retry.
 */
export async function fetchAllPages<T>(
  call: PageCall<T>,
  {
    size = EXPORT_PAGE_SIZE,
    concurrency = EXPORT_CONCURRENCY,
    onProgress,
    signal,
  }: FetchAllOptions = {},
): Promise<T[]> {
  signal?.throwIfAborted();
  const first = await call({ current: 1, size });
  const total = first.total;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const pages: T[][] = [first.records];
  let received = first.records.length;
  onProgress?.({ received, total });

  let next = 2;
  let failed = false;
  const worker = async () => {
    while (next <= pageCount && !failed) {
      const current = next;
      next += 1;
      signal?.throwIfAborted();
      try {
        const page = await call({ current, size });
        signal?.throwIfAborted();
        pages[current - 1] = page.records;
        received += page.records.length;
        onProgress?.({ received, total });
      } catch (error) {
        // The other workers ask for no further page: the export has failed.
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pageCount - 1) }, () => worker()));
  return pages.flat();
}

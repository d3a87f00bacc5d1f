import { resolveImageUrl } from '@/lib/urls/server-urls';

import { getNewsDetail } from './api';

/**
 * An article asked for ahead of its page, and its cover fetched as soon as the answer names it
 * (only an address the page would show): the browser keeps the picture for the page's `<img>`.
 * Loaded with the request, so what it imports stays out of the first visit's code.
 */
export async function askNewsDetailAhead(id: string) {
  const item = await getNewsDetail(id, { skipErrorToast: true });
  const cover = resolveImageUrl(item.cover);
  if (cover) new Image().src = cover;
  return item;
}

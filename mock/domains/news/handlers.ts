import { http, HttpResponse } from 'msw';

import { NewsApi } from '@/contract/news/paths';

import { endpoint } from '../../core/endpoint';
import { fromRejection, ok, page, reply } from '../../core/envelope';
import { applyLatency } from '../../core/latency';
import { pageParams } from '../../core/parse';
import { db } from '../../core/store';
import { coverSvg, figureSvg } from './images';
import { findNews, queryNews, readNews } from './rules';
import { toNewsDetail, toNewsSummary } from './views';

/** Where the seeded news images are drawn (SVG made on request, so the store stays small). */
export const NEWS_IMAGE_PATH = '/mock-news';

function svg(body: string): HttpResponse<string> {
  return new HttpResponse(body, {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

/** News and the help centre: public. */
export const handlers = [
  endpoint('get', NewsApi.page, (ctx) => {
    const { current, size } = pageParams(ctx.query);
    const rows = queryNews(db, ctx.query, ctx.lang);
    if (!rows.ok) return fromRejection(rows);
    const paged = page(rows.value, current, size);
    return ok({ ...paged, records: paged.records.map((row) => toNewsSummary(row, ctx.lang)) });
  }),

  endpoint('get', NewsApi.detail, (ctx) => {
    return reply(readNews(db, ctx.query.get('id')?.trim() ?? ''), (value) =>
      toNewsDetail(value, ctx.lang),
    );
  }),

  http.get(`*${NEWS_IMAGE_PATH}/:name`, async ({ params }) => {
    await applyLatency(db.settings.latencyMs);
    const name = typeof params.name === 'string' ? params.name : '';
    const cover = /^cover-(\d+)\.svg$/.exec(name);
    if (cover) {
      const found = findNews(db, cover[1] ?? '');
      return svg(coverSvg(found.ok ? found.value.category : 'industry', name));
    }
    if (/^figure-\d+\.svg$/.test(name)) return svg(figureSvg(name));
    // The hostile bodies point their onerror images here: a reply that is not an image.
    return new HttpResponse('not an image', {
      status: 200,
      headers: { 'Content-Type': 'text/plain' },
    });
  }),
];

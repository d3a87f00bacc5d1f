import type { Page } from '@/contract/http';
import { NewsApi } from '@/contract/news/paths';
import type { NewsDetail, NewsSummary } from '@/contract/news/types';
import { emptyDb } from '@mock/core/seed';
import { db } from '@mock/core/store';
import { HOSTILE_NEWS_IDS, NEWS_COUNT, NEWS_SEED, seedNews } from '@mock/domains/news/seed';

import { call, ORIGIN } from './helpers';

const list = (query: Record<string, string | number> = {}, lang?: 'zh-CN' | 'en-US') =>
  call<Page<NewsSummary>>('GET', NewsApi.page, { query, ...(lang ? { lang } : {}) });
const detail = (id: string, lang?: 'zh-CN' | 'en-US') =>
  call<NewsDetail>('GET', NewsApi.detail, { query: { id }, ...(lang ? { lang } : {}) });

describe('seedNews', () => {
  it(`seeds ${NEWS_COUNT} items in both languages across the three categories, from seed ${NEWS_SEED}`, () => {
    const rows = Object.values(db.news);
    expect(rows).toHaveLength(NEWS_COUNT);
    const counts = { industry: 0, notice: 0, help: 0 };
    for (const row of rows) {
      counts[row.category] += 1;
      for (const lang of ['zh', 'en'] as const) {
        expect(row.title[lang]).not.toBe('');
        expect(row.summary[lang]).not.toBe('');
        expect(row.content[lang]).toMatch(/<p>/);
      }
      expect(row.title.zh).not.toBe(row.title.en);
    }
    expect(counts).toEqual({ industry: 50, notice: 34, help: 16 });
  });

  it('gives the same items for the same day and spreads them over the six months before it', () => {
    const at = Date.UTC(2026, 5, 1);
    const first = emptyDb([0, 0]);
    const second = emptyDb([0, 0]);
    seedNews(first, at);
    seedNews(second, at);
    expect(first.news).toEqual(second.news);
    const times = Object.values(first.news).map((row) => row.publishedAt);
    expect(Math.max(...times)).toBeLessThan(at);
    expect(Math.min(...times)).toBeGreaterThan(at - 190 * 24 * 3600_000);
  });

  it('plants hostile markup in exactly the listed items, next to normal content', () => {
    const hostile = Object.values(db.news)
      .filter((row) => row.content.zh.includes('__xss') && row.content.en.includes('__xss'))
      .map((row) => row.id)
      .sort();
    expect(hostile).toEqual([...HOSTILE_NEWS_IDS].sort());
    const all = db.news[HOSTILE_NEWS_IDS[0]]?.content.en ?? '';
    for (const payload of ['<script>', 'onerror=', 'javascript:', '<iframe', '<math><mtext>']) {
      expect(all).toContain(payload);
    }
    expect(new Set(HOSTILE_NEWS_IDS.map((id) => db.news[id]?.category))).toEqual(
      new Set(['industry', 'notice', 'help']),
    );
  });
});

describe(`GET ${NewsApi.page}`, () => {
  it('lists every item newest first, 10 a page by default', async () => {
    const reply = await list();
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ total: NEWS_COUNT, current: 1, size: 10 });
    const records = reply.data?.records ?? [];
    expect(records).toHaveLength(10);
    const times = records.map((item) => Date.parse(item.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(records[0]?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });

  it('filters by category and pages', async () => {
    const reply = await list({ category: 'help', current: 2, size: 5 });
    expect(reply.data).toMatchObject({ total: 16, current: 2, size: 5 });
    expect(reply.data?.records.map((item) => item.category)).toEqual(Array(5).fill('help'));
  });

  it('refuses an unknown category with 4000 naming it', async () => {
    expect(await list({ category: 'sports' }, 'en-US')).toEqual({
      code: 4000,
      message: 'News category is not valid.',
      data: { field: 'category' },
    });
    expect((await list({ category: 'sports' })).message).toBe('资讯分类格式不正确');
  });

  it('answers in the language asked for and searches the title and summary in it', async () => {
    const english = await list({ category: 'help', keyword: 'PASSWORD' }, 'en-US');
    const titles = english.data?.records.map((item) => item.title) ?? [];
    expect(titles).toContain('I forgot my password. What now?');
    const chinese = await list({ category: 'help', keyword: '密码' });
    expect(chinese.data?.records.map((item) => item.title)).toContain('忘记密码怎么办？');
    // The English word is not in the Chinese texts.
    expect((await list({ category: 'help', keyword: 'password' })).data?.total).toBe(0);
  });

  it('matches the summary too, and finds nothing for an unknown word', async () => {
    const reply = await list({ keyword: 'SMS code' }, 'en-US');
    const found = reply.data?.records ?? [];
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((item) => !/sms code/i.test(item.title))).toBe(true);
    expect((await list({ keyword: 'zzqx' })).data).toMatchObject({ total: 0, records: [] });
  });
});

describe(`GET ${NewsApi.detail}`, () => {
  it('answers the body as stored, counts a view and names its neighbours in the category', async () => {
    const help = (await list({ category: 'help', size: 3 })).data?.records ?? [];
    const [newer, middle, older] = help;
    const before = db.news[middle?.id ?? '']?.views ?? 0;
    const reply = await detail(middle?.id ?? '', 'en-US');
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      id: middle?.id,
      category: 'help',
      views: before + 1,
      next: { id: newer?.id },
      previous: { id: older?.id },
    });
    expect(reply.data?.title).toBe(db.news[middle?.id ?? '']?.title.en);
    expect(reply.data?.content).toBe(db.news[middle?.id ?? '']?.content.en);
    expect((await detail(middle?.id ?? '')).data?.views).toBe(before + 2);
  });

  it('has no next for the newest item of a category and no previous for the oldest', async () => {
    const newest = (await list({ category: 'notice' })).data?.records[0]?.id ?? '';
    const oldest = (await list({ category: 'notice', current: 34, size: 1 })).data?.records[0]?.id;
    const first = await detail(newest);
    expect(first.data?.next).toBeUndefined();
    expect(first.data?.previous).toBeDefined();
    const last = await detail(oldest ?? '');
    expect(last.data?.previous).toBeUndefined();
    expect(last.data?.next).toBeDefined();
  });

  it('serves the hostile body untouched: the client is the one that sanitises', async () => {
    const reply = await detail(HOSTILE_NEWS_IDS[0]);
    expect(reply.data?.content).toContain('<script>');
  });

  it('answers 4004 for an unknown id and 4000 for none', async () => {
    expect(await detail('1', 'en-US')).toEqual({
      code: 4004,
      message: 'News item was not found.',
      data: { field: 'id' },
    });
    expect((await detail('1')).message).toBe('资讯不存在');
    expect(await detail('', 'en-US')).toMatchObject({ code: 4000, data: { field: 'id' } });
  });
});

describe('news images', () => {
  it('draws covers and figures as SVG', async () => {
    const cover = await fetch(`${ORIGIN}/mock-news/cover-9099.svg`);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(await cover.text()).toMatch(/^<svg /);
    const figure = await fetch(`${ORIGIN}/mock-news/figure-9099.svg`);
    expect(await figure.text()).toMatch(/^<svg /);
  });
});

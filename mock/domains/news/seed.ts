import type { NewsCategory } from '@/contract/news/types';

import { seededRng, type Rng } from '../../core/rand';
import { DAY, HOUR, cstDate } from '../../core/time';
import { HELP_ARTICLES } from './data-help';
import { HOSTILE_BLOCKS, MUTATION_XSS } from './data-hostile';
import {
  outlookNews,
  portNews,
  rateReview,
  surchargeNews,
  type NewsDraft,
  type NewsText,
} from './data-industry-bodies';
import {
  helpArticle,
  holidayNotice,
  maintenanceNotice,
  platformNotice,
} from './data-notice-bodies';

import type { Db } from '../../core/schema';
import type { NewsRow } from './schema';

/** The news seed's own fixed seed: it never draws from the trade seed's generator. */
export const NEWS_SEED = 20260505;
export const NEWS_COUNT = 100;
/** Ids run from 9001 (oldest) to 9100 (newest). */
const FIRST_ID = 9001;

const QUOTAS: Record<NewsCategory, number> = { industry: 50, notice: 34, help: 16 };

/**
 * Items whose bodies carry hostile markup beside normal content (by their place in their category,
 * newest first); the first holds every payload and is the one the end-to-end test opens.
 */
const HOSTILE_PLACES: Record<NewsCategory, number[]> = {
  industry: [2, 9],
  notice: [2, 12],
  help: [4],
};
/** Their ids (fixed by NEWS_SEED; tests/mock/news.test.ts checks them against the data). */
export const HOSTILE_NEWS_IDS = ['9094', '9086', '9083', '9078', '9063'] as const;

/** The categories newest first, drawn in proportion to what is left of each quota. */
function categoryOrder(rng: Rng): NewsCategory[] {
  const left = { ...QUOTAS };
  const order: NewsCategory[] = [];
  for (let index = 0; index < NEWS_COUNT; index += 1) {
    const total = left.industry + left.notice + left.help;
    let draw = rng.int(1, total);
    const category = (['industry', 'notice', 'help'] as const).find((name) => {
      draw -= left[name];
      return draw <= 0;
    }) as NewsCategory;
    left[category] -= 1;
    order.push(category);
  }
  return order;
}

function draft(category: NewsCategory, place: number, id: string, rng: Rng, at: number) {
  if (category === 'help') {
    const article = HELP_ARTICLES[place % HELP_ARTICLES.length];
    if (article) return helpArticle(article);
  }
  if (category === 'notice') {
    if (place % 5 === 0) return maintenanceNotice(rng, cstDate(at + 3 * DAY));
    if (place % 5 === 3) return holidayNotice(rng, Number(cstDate(at).slice(0, 4)));
    return platformNotice(id, rng);
  }
  const week = Math.floor((at - Date.UTC(new Date(at).getUTCFullYear(), 0, 1)) / (7 * DAY)) + 1;
  switch (place % 4) {
    case 0:
      return rateReview(id, rng, week);
    case 1:
      return surchargeNews(rng);
    case 2:
      return portNews(id, rng);
    default:
      return outlookNews(rng);
  }
}

/** Hostile blocks after the first paragraph; the mutation XSS (it swallows the rest) at the end. */
function poison(text: NewsText, blocks: readonly string[]): NewsText {
  const cut = text.content.indexOf('</p>') + '</p>'.length;
  const content = `${text.content.slice(0, cut)}${blocks.join('')}${text.content.slice(cut)}${MUTATION_XSS}`;
  return { ...text, content };
}

function hostileBlocks(nth: number): readonly string[] {
  if (nth === 0) return HOSTILE_BLOCKS;
  return HOSTILE_BLOCKS.filter((_, index) => index % 4 === nth % 4);
}

function toRow(id: string, item: NewsDraft, publishedAt: number, views: number): NewsRow {
  const pick = (key: keyof NewsText) => ({ zh: item.zh[key], en: item.en[key] });
  return {
    id,
    category: item.category,
    title: pick('title'),
    summary: pick('summary'),
    content: pick('content'),
    ...(item.hasCover ? { cover: `/mock-news/cover-${id}.svg` } : {}),
    publishedAt,
    views,
  };
}

/**
 * A hundred news items in both languages (industry news, platform notices, help articles),
 * published over the last six months before `at`, each about 42 hours apart.
 */
export function seedNews(db: Db, at: number): void {
  const rng = seededRng(NEWS_SEED);
  const places: Record<NewsCategory, number> = { industry: 0, notice: 0, help: 0 };
  let hostileCount = 0;
  categoryOrder(rng).forEach((category, index) => {
    const id = String(FIRST_ID + NEWS_COUNT - 1 - index);
    const place = places[category];
    places[category] += 1;
    const publishedAt = at - index * 42 * HOUR - rng.int(1, 20) * HOUR;
    let item = draft(category, place, id, rng, publishedAt);
    if (HOSTILE_PLACES[category].includes(place)) {
      const blocks = hostileBlocks(hostileCount);
      hostileCount += 1;
      item = { ...item, zh: poison(item.zh, blocks), en: poison(item.en, blocks) };
    }
    const views = rng.int(20, 600) + index * rng.int(5, 25);
    db.news[id] = toRow(id, item, publishedAt, views);
  });
}

import type { NewsCategory } from '@/contract/news/types';

import { CARRIERS, LANES, OUTLOOK_THEMES, PORTS, SURCHARGES, type Pair } from './data-topics';

import type { Rng } from '../../core/rand';

/** One language of a news item; `content` is HTML. */
export interface NewsText {
  title: string;
  summary: string;
  content: string;
}

export interface NewsDraft {
  category: NewsCategory;
  zh: NewsText;
  en: NewsText;
  hasCover: boolean;
}

export const ZH = 0;
export const EN = 1;
export type Side = typeof ZH | typeof EN;

export const figure = (id: string, alt: Pair, side: Side) =>
  `<figure><img src="/mock-news/figure-${id}.svg" alt="${alt[side]}" width="480" height="260"><figcaption>${alt[side]}</figcaption></figure>`;

export const list = (items: Pair[], side: Side, tag: 'ul' | 'ol' = 'ul') =>
  `<${tag}>${items.map((item) => `<li>${item[side]}</li>`).join('')}</${tag}>`;

export function both(build: (side: Side) => NewsText): Pick<NewsDraft, 'zh' | 'en'> {
  return { zh: build(ZH), en: build(EN) };
}

/** A weekly rate review with a table of rates per container type. */
export function rateReview(id: string, rng: Rng, week: number): NewsDraft {
  const lane = rng.pick(LANES);
  const change = rng.int(-12, 15);
  const rate = (factor: number) => Math.round((lane.base * factor * (100 + change)) / 100);
  const rows: [string, number, number][] = [
    ['20GP', rate(0.55), rate(0.55 / (1 + change / 100))],
    ['40GP', rate(0.95), rate(0.95 / (1 + change / 100))],
    ['40HQ', rate(1), rate(1 / (1 + change / 100))],
  ];
  const heads: Pair[] = [
    ['箱型', 'Container'],
    ['本周（美元）', 'This week (USD)'],
    ['上周（美元）', 'Last week (USD)'],
  ];
  const trend: Pair =
    change >= 0 ? [`上涨 ${change}%`, `up ${change}%`] : [`下跌 ${-change}%`, `down ${-change}%`];
  return {
    category: 'industry',
    hasCover: true,
    ...both((side) => ({
      title:
        side === ZH
          ? `${lane.name[ZH]}航线运价周评（第 ${week} 周）`
          : `${lane.name[EN]} rates, week ${week}`,
      summary:
        side === ZH
          ? `本周${lane.name[ZH]}航线 40HQ 运价${trend[ZH]}，舱位与附加费变化一览。`
          : `40HQ rates on ${lane.name[EN]} are ${trend[EN]} this week; space and surcharges at a glance.`,
      content: [
        `<p>${side === ZH ? `本周${lane.name[ZH]}航线整体运价${trend[ZH]}，市场订舱积极性${change >= 0 ? '较高' : '有所回落'}。` : `Rates on ${lane.name[EN]} are ${trend[EN]} this week, with ${change >= 0 ? 'brisk' : 'softer'} bookings.`}</p>`,
        `<h2>${side === ZH ? '运价一览' : 'Rates at a glance'}</h2>`,
        `<table><thead><tr>${heads.map((head) => `<th>${head[side]}</th>`).join('')}</tr></thead><tbody>${rows.map(([type, now, before]) => `<tr><td>${type}</td><td>${now}</td><td>${before}</td></tr>`).join('')}</tbody></table>`,
        figure(id, ['近八周运价走势', 'Rates over the last eight weeks'], side),
        `<h3>${side === ZH ? '订舱建议' : 'Booking advice'}</h3>`,
        list(
          [
            ['提前两周确认舱位。', 'Confirm space two weeks ahead.'],
            ['关注船公司下周调价通知。', 'Watch for carriers’ increases next week.'],
            ['可在运价市场比较各家全包价格。', 'Compare all-in prices in the freight market.'],
          ],
          side,
        ),
      ].join(''),
    })),
  };
}

/** A carrier adjusting a surcharge on a lane. */
export function surchargeNews(rng: Rng): NewsDraft {
  const carrier = rng.pick(CARRIERS);
  const lane = rng.pick(LANES);
  const surcharge = rng.pick(SURCHARGES);
  const amount = rng.int(5, 40) * 10;
  const days = rng.int(10, 30);
  return {
    category: 'industry',
    hasCover: rng.next() < 0.8,
    ...both((side) => ({
      title:
        side === ZH
          ? `${carrier[ZH]}调整${lane.name[ZH]}航线${surcharge[ZH]}`
          : `${carrier[EN]} changes its ${surcharge[EN]} on ${lane.name[EN]}`,
      summary:
        side === ZH
          ? `自通知之日起 ${days} 天后生效，每 40 尺柜调整 ${amount} 美元。`
          : `Effective ${days} days after the notice: USD ${amount} per 40-foot container.`,
      content: [
        `<p>${side === ZH ? `${carrier[ZH]}近日发布通知，将调整${lane.name[ZH]}航线的${surcharge[ZH]}。` : `${carrier[EN]} has announced a change to the ${surcharge[EN]} on ${lane.name[EN]}.`}</p>`,
        `<h2>${side === ZH ? '调整内容' : 'What changes'}</h2>`,
        list(
          [
            [`20 尺柜：${amount / 2} 美元`, `20-foot: USD ${amount / 2}`],
            [`40 尺柜：${amount} 美元`, `40-foot: USD ${amount}`],
            [`生效时间：通知后 ${days} 天`, `Effective: ${days} days after the notice`],
          ],
          side,
        ),
        `<blockquote>${side === ZH ? '已确认订舱的货物按订舱时的费率执行。' : 'Confirmed bookings keep the rate of their booking date.'}</blockquote>`,
        `<p>${side === ZH ? '发布运价的企业请及时更新运价中的附加费。' : 'Publishers should update the surcharges in their rates.'}</p>`,
      ].join(''),
    })),
  };
}

/** Port operations and congestion. */
export function portNews(id: string, rng: Rng): NewsDraft {
  const port = rng.pick(PORTS);
  const wait = rng.int(1, 5);
  return {
    category: 'industry',
    hasCover: true,
    ...both((side) => ({
      title:
        side === ZH
          ? `${port[ZH]}作业情况通报：平均等泊 ${wait} 天`
          : `${port[EN]} operations: an average wait of ${wait} ${wait === 1 ? 'day' : 'days'} for a berth`,
      summary:
        side === ZH
          ? `${port[ZH]}近期船舶等泊时间与堆场情况，以及对出运计划的影响。`
          : `Berth waits and yard use at ${port[EN]}, and what they mean for your shipments.`,
      content: [
        `<p>${side === ZH ? `受天气和到港集中影响，${port[ZH]}近期平均等泊时间约 ${wait} 天。` : `Weather and bunched arrivals have pushed the average berth wait at ${port[EN]} to about ${wait} ${wait === 1 ? 'day' : 'days'}.`}</p>`,
        figure(id, ['近期等泊天数', 'Recent berth waits in days'], side),
        `<h2>${side === ZH ? '对出运的影响' : 'What it means for shipments'}</h2>`,
        list(
          [
            [
              '截港时间可能提前，请关注船公司通知。',
              'Cut-off times may move earlier; watch carriers’ notices.',
            ],
            ['重柜进港请预约，避免排队。', 'Book gate-in slots for laden boxes to avoid queues.'],
            ['必要时考虑周边港口分流。', 'Consider nearby ports if needed.'],
          ],
          side,
        ),
      ].join(''),
    })),
  };
}

/** A market outlook or a practical guide. */
export function outlookNews(rng: Rng): NewsDraft {
  const theme = rng.pick(OUTLOOK_THEMES);
  const edition = rng.int(1, 12);
  return {
    category: 'industry',
    hasCover: rng.next() < 0.7,
    ...both((side) => ({
      title:
        side === ZH
          ? `${theme.title[ZH]}（${edition} 月）`
          : `${theme.title[EN]} (month ${edition})`,
      summary: theme.points[0]?.[side] ?? '',
      content: [
        `<p>${side === ZH ? '以下为本期要点：' : 'The points of this issue:'}</p>`,
        list(theme.points, side, 'ol'),
        `<h2>${side === ZH ? '平台建议' : 'Our advice'}</h2>`,
        `<p>${side === ZH ? '如需比较各家报价，可在<a href="/business/market">运价市场</a>中使用即时报价，或<a href="/business/tenderIssue">发布招标</a>。' : 'To compare quotes, use the instant quote in the <a href="/business/market">freight market</a> or <a href="/business/tenderIssue">issue a tender</a>.'}</p>`,
        `<p>${side === ZH ? '数据来源：' : 'Source: '}<a href="https://www.example.org/shipping-index">${side === ZH ? '航运指数' : 'shipping index'}</a></p>`,
      ].join(''),
    })),
  };
}

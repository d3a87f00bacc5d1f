import { both, EN, figure, list, ZH, type NewsDraft } from './data-industry-bodies';
import { HOLIDAYS, NOTICE_FEATURES, RULE_UPDATES, SECURITY_TIPS } from './data-topics';

import type { Rng } from '../../core/rand';
import type { HelpArticle } from './data-help';

/** A planned maintenance window. */
export function maintenanceNotice(rng: Rng, date: string): NewsDraft {
  const start = rng.int(0, 3);
  return {
    category: 'notice',
    hasCover: false,
    ...both((side) => ({
      title: side === ZH ? `${date} 系统维护公告` : `System maintenance on ${date}`,
      summary:
        side === ZH
          ? `${date} ${start}:00 至 ${start + 2}:00（北京时间）平台暂停服务。`
          : `The platform is unavailable on ${date} from ${start}:00 to ${start + 2}:00 China time.`,
      content: [
        `<p>${side === ZH ? `为提升服务质量，平台将于 <strong>${date} ${start}:00—${start + 2}:00（北京时间）</strong>进行系统维护。` : `To improve the service, the platform will be under maintenance on <strong>${date}, ${start}:00–${start + 2}:00 China time</strong>.`}</p>`,
        `<h2>${side === ZH ? '维护期间' : 'During maintenance'}</h2>`,
        list(
          [
            ['无法登录、发布招标和投标。', 'You cannot log in, issue tenders or bid.'],
            [
              '截止时间在维护期间的招标将顺延 2 小时。',
              'Tenders closing during the window are extended by 2 hours.',
            ],
            ['已支付订单不受影响。', 'Paid orders are not affected.'],
          ],
          side,
        ),
        `<p>${side === ZH ? '给您带来的不便，敬请谅解。' : 'We apologise for the inconvenience.'}</p>`,
      ].join(''),
    })),
  };
}

/** Service hours over a public holiday. */
export function holidayNotice(rng: Rng, year: number): NewsDraft {
  const holiday = rng.pick(HOLIDAYS);
  return {
    category: 'notice',
    hasCover: true,
    ...both((side) => ({
      title:
        side === ZH
          ? `${year} 年${holiday[ZH]}客服时间安排`
          : `Support hours over ${holiday[EN]} ${year}`,
      summary:
        side === ZH
          ? `${holiday[ZH]}期间平台正常运行，人工客服时间调整。`
          : `The platform runs as usual over ${holiday[EN]}; support hours change.`,
      content: [
        `<p>${side === ZH ? `${holiday[ZH]}期间平台各项功能正常开放，人工客服时间调整为 9:00—17:00。` : `Over ${holiday[EN]} every service stays open; support is staffed 9:00–17:00.`}</p>`,
        list(
          [
            ['在线招投标、运价发布不受影响。', 'Tendering, bidding and rates run as usual.'],
            ['支付确认可能延迟，请耐心等待。', 'Payment confirmation may take longer.'],
            [
              `紧急问题请发送邮件至 <a href="mailto:service@freight.example.com">service@freight.example.com</a>。`,
              `For urgent matters write to <a href="mailto:service@freight.example.com">service@freight.example.com</a>.`,
            ],
          ],
          side,
        ),
      ].join(''),
    })),
  };
}

/** A new feature, a rule change or a security reminder. */
export function platformNotice(id: string, rng: Rng): NewsDraft {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const feature = rng.pick(NOTICE_FEATURES);
    return {
      category: 'notice',
      hasCover: true,
      ...both((side) => ({
        title: side === ZH ? `新功能：${feature.title[ZH]}` : `New: ${feature.title[EN]}`,
        summary: feature.items[0]?.[side] ?? '',
        content: `<p>${side === ZH ? '平台上线以下新功能：' : 'What is new:'}</p>${list(feature.items, side)}${figure(id, ['新功能示意', 'The new feature'], side)}`,
      })),
    };
  }
  if (kind === 1) {
    const rule = rng.pick(RULE_UPDATES);
    return {
      category: 'notice',
      hasCover: false,
      ...both((side) => ({
        title: side === ZH ? `关于${rule.title[ZH]}的公告` : `Notice: ${rule.title[EN]}`,
        summary: rule.body[side],
        content: `<h2>${side === ZH ? '调整内容' : 'What changes'}</h2><p>${rule.body[side]}</p><p>${side === ZH ? '详见<a href="/other/clause">服务条款</a>。' : 'See the <a href="/other/clause">terms of service</a>.'}</p>`,
      })),
    };
  }
  return {
    category: 'notice',
    hasCover: false,
    ...both((side) => ({
      title: side === ZH ? '账户安全提醒' : 'Keeping your account safe',
      summary: SECURITY_TIPS[0]?.[side] ?? '',
      content: `<p>${side === ZH ? '近期出现冒充平台的诈骗信息，请注意：' : 'Fraudsters are posing as the platform. Please remember:'}</p>${list([...SECURITY_TIPS], side)}`,
    })),
  };
}

/** A help-centre article. */
export function helpArticle(article: HelpArticle): NewsDraft {
  return {
    category: 'help',
    hasCover: false,
    ...both((side) => ({
      title: article.title[side],
      summary: article.summary[side],
      content: [
        `<p>${article.summary[side]}</p>`,
        `<h2>${side === ZH ? '操作步骤' : 'Steps'}</h2>`,
        list(article.steps, side, 'ol'),
        `<blockquote><strong>${side === ZH ? '提示：' : 'Tip: '}</strong>${article.tip[side]}</blockquote>`,
        `<p>${side === ZH ? '仍有疑问？请浏览<a href="/business/newsList?category=help">帮助中心</a>的其他文章。' : 'Still stuck? Browse the other <a href="/business/newsList?category=help">help articles</a>.'}</p>`,
      ].join(''),
    })),
  };
}

import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of news and the help centre (a lazy area: loaded with its pages). */
const news: Catalogue<typeof zh> = {
  'news.category.industry': 'Industry news',
  'news.category.notice': 'Notices',
  'news.category.help': 'Help centre',
  'news.categories.label': 'News categories',
  'news.list.helpTitle': 'Help centre',
  'news.list.helpDescription':
    'Answers on registering, certification, tenders and bids, payment, favourites and more.',
  'news.list.unknownCategory': 'There is no category “{category}”: showing industry news instead.',
  'news.search.label': 'Search titles and summaries',
  'news.search.placeholder': 'Search titles and summaries',
  'news.search.submit': 'Search',
  'news.list.label': 'Articles',
  'news.list.pages': 'Pages of articles',
  'news.list.total': '{total, plural, one {# article} other {# articles}}',
  'news.list.empty': 'No articles in this category yet',
  'news.list.emptyFor': 'No articles match “{keyword}”',
  'news.list.clearSearch': 'Clear the search',
  'news.list.loadFailed': 'Could not load the articles',
  'news.views': '{count, plural, one {# view} other {# views}}',
  'news.published': 'Published {date}',
  'news.detail.loading': 'Loading the article',
  'news.detail.back': 'Back to {category}',
  'news.detail.neighbours': 'Previous and next articles',
  'news.detail.previous': 'Previous',
  'news.detail.next': 'Next',
  'news.detail.noPrevious': 'No earlier article',
  'news.detail.noNext': 'This is the latest',
  'news.detail.notFound.title': 'Article not found',
  'news.detail.notFound.description': 'This article may have been removed, or the link is wrong.',
  'news.detail.missingId.title': 'No article chosen',
  'news.detail.missingId.description':
    'The link has no article number. Open one from the news centre.',
  'news.detail.toList': 'Go to the news centre',
  'news.detail.loadFailed': 'Could not load the article',
};

export default news;

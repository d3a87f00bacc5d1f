import type { Catalogue } from '../types';
import type zh from '../zh-CN/news';

/** Texts of news and the help centre (a lazy area: loaded with its pages). */
const news: Catalogue<typeof zh> = {
  'news.loadFailed': 'Could not load',
};

export default news;

/** Texts of news and the help centre (a lazy area: loaded with its pages). */
const news = {
  'news.loadFailed': '加载失败',
} as const;

export default news;

/** Texts of the freight market (a lazy area: loaded with its pages). */
const market = {
  'market.loadFailed': '加载失败',
} as const;

export default market;

/** Texts of the home page and the business landing (a lazy area: loaded with its pages). */
const home = {
  'home.loadFailed': '加载失败',
} as const;

export default home;

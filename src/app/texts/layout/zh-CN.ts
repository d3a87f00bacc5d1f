/** The app shell: header, footer, menus, guards and error panels. */
const layout = {
  'layout.skipToContent': '跳到主要内容',
  'layout.nav.label': '主导航',
  'layout.nav.open': '打开导航菜单',
  'layout.nav.drawerTitle': '导航',
  'layout.nav.failed': '导航菜单没有加载成功',
  'layout.nav.reloadNeeded':
    '网络已恢复，但浏览器仍保留着加载失败的文件：刷新页面后即可打开菜单。下面的链接可以直接使用。',
  'layout.language.menu': '语言：{language}',
  'layout.language.name.zhCN': '简体中文',
  'layout.language.name.enUS': 'English',
  'layout.language.name.arEG': 'العربية',
  'layout.language.short.zhCN': '中',
  'layout.language.short.enUS': 'EN',
  'layout.language.short.arEG': 'ع',
  'layout.member.center': '会员中心',
  'layout.member.logout': '退出登录',
  'layout.footer.nav': '页脚导航',
  'layout.footer.tagline': '连接外贸企业、货代企业与集拼企业的货运交易平台',
  'layout.footer.copyright': '© {year} {appName} 版权所有',
  'layout.progress': '页面加载中',
  'layout.guard.checking': '正在确认登录状态…',
  'layout.guard.unconfirmed.title': '暂时无法确认你的登录状态',
  'layout.guard.unconfirmed.description':
    '网络或服务器暂时不可用，你的登录信息仍然保留。请检查网络后重试。',
  'layout.chunk.title': '页面没有加载成功',
  'layout.chunk.description':
    '可能是网络不稳定，或平台刚刚完成了更新。你可以重试加载本页，或刷新整个页面。',
  'layout.chunk.failedAgain': '仍然无法加载。请检查网络连接后再试，或刷新整个页面。',
  'layout.chunk.script': '所需的程序文件没有下载成功，或下载超时。',
  'layout.chunk.style': '所需的样式文件没有下载成功，内容无法正常显示。',
  'layout.popup.failed': '提示或对话框没有显示出来',
  'layout.notice.close': '关闭',
  'layout.section.failed': '这部分内容无法显示',
  'layout.section.failedDetail': '页面的其他部分不受影响，可以重试。',
  'layout.error.title': '页面出错了',
  'layout.error.description':
    '显示本页时发生了意外错误。你可以重试，或返回首页；其他功能不受影响。',
  'layout.error.rootDescription': '应用发生了意外错误。请刷新页面；如果问题持续，请稍后再试。',
} as const;

export default layout;

declare global {
  interface CatalogueAreas {
    layout: typeof layout;
  }
}

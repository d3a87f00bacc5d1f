const errors = {
  'errors.timeout': '请求超时，请检查网络后重试',
  'errors.offline': '网络不可用，请检查网络连接后重试',
  'errors.network': '无法连接服务器，请稍后重试',
  'errors.server': '服务器出错了，请稍后重试',
  'errors.contract': '服务器返回的数据无法识别，请稍后重试',
  'errors.http': '请求失败（{status}），请稍后重试',
  'errors.unknown': '出错了，请稍后重试',
  'errors.sessionExpired': '登录已失效，请重新登录',
  'errors.loginRequired': '请先登录',
  'errors.localeLoadFailed': '语言切换失败，请检查网络后重试',
} as const;

export default errors;

declare global {
  interface CatalogueAreas {
    errors: typeof errors;
  }
}

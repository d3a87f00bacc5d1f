/** The name to show: the English one in English when the enterprise gave one. */
export function enterpriseName(party: { name: string; nameEn?: string }, locale: string): string {
  return !locale.toLowerCase().startsWith('zh') && party.nameEn ? party.nameEn : party.name;
}

/** Provinces and the big trading cities that company names usually start with. */
const PLACES_ZH =
  '北京|天津|河北|山西|内蒙古|辽宁|吉林|黑龙江|上海|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|广西|海南|重庆|四川|贵州|云南|西藏|陕西|甘肃|青海|宁夏|新疆|台湾|香港|澳门|宁波|杭州|义乌|深圳|广州|东莞|厦门|青岛|苏州|佛山|大连|南京|无锡';
const PLACES_EN =
  'Beijing|Tianjin|Hebei|Shanxi|Inner Mongolia|Liaoning|Jilin|Heilongjiang|Shanghai|Jiangsu|Zhejiang|Anhui|Fujian|Jiangxi|Shandong|Henan|Hubei|Hunan|Guangdong|Guangxi|Hainan|Chongqing|Sichuan|Guizhou|Yunnan|Xizang|Tibet|Shaanxi|Gansu|Qinghai|Ningxia|Xinjiang|Taiwan|Hong Kong|Macao|Macau|Ningbo|Hangzhou|Yiwu|Shenzhen|Guangzhou|Dongguan|Xiamen|Qingdao|Suzhou|Foshan|Dalian|Nanjing|Wuxi';
const PLACE_ZH = new RegExp(`^(${PLACES_ZH})(省|市|自治区|特别行政区)?`);
const PLACE_EN = new RegExp(`^(${PLACES_EN})\\s+`, 'i');

/**
 * Two characters standing in for a missing logo: the first two of a Chinese name after its place
 * (宁波海联… → 海联), or the initials of the first two words of a Latin one after its place
 * (Ningbo Hailian Import… → HI).
 */
export function initialsOf(name: string): string {
  const text = name.trim();
  if (/^[\u4e00-\u9fff]/.test(text)) {
    const rest = text.replace(PLACE_ZH, '');
    return (rest.length >= 2 ? rest : text).slice(0, 2);
  }
  const rest = text.replace(PLACE_EN, '');
  const words = (rest || text).split(/\s+/).filter((word) => /^[a-z0-9]/i.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

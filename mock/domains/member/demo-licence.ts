/** A drawn "business licence" for the seeded enterprises, so their certification has an image. */
export function demoLicenceSvg(fields: {
  name: string;
  nameEn: string;
  code: string;
  address: string;
}) {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="840" height="600" viewBox="0 0 840 600">
<rect width="840" height="600" fill="#fdf8ec"/>
<rect x="18" y="18" width="804" height="564" fill="none" stroke="#b8860b" stroke-width="6"/>
<text x="420" y="110" text-anchor="middle" font-size="56" font-family="serif" fill="#a4161a">营业执照</text>
<text x="420" y="150" text-anchor="middle" font-size="20" font-family="sans-serif" fill="#555">BUSINESS LICENCE · 演示样本 DEMO SAMPLE</text>
<g font-family="sans-serif" font-size="22" fill="#222">
<text x="80" y="240">统一社会信用代码：${escape(fields.code)}</text>
<text x="80" y="300">名称：${escape(fields.name)}</text>
<text x="80" y="340" font-size="18" fill="#555">${escape(fields.nameEn)}</text>
<text x="80" y="400">类型：有限责任公司</text>
<text x="80" y="460">住所：${escape(fields.address)}</text>
</g>
<circle cx="680" cy="500" r="56" fill="none" stroke="#a4161a" stroke-width="4"/>
<text x="680" y="508" text-anchor="middle" font-size="20" fill="#a4161a" font-family="serif">登记机关</text>
</svg>`;
}

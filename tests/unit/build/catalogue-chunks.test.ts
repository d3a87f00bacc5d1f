import { catalogueChunks } from '../../../build/catalogue-chunks';

describe("each locale's first-load chunk", () => {
  const [zh, en] = catalogueChunks();
  const takes = (group: typeof zh, file: string) => group?.test(`/repo/src/${file}`) ?? false;

  it("holds the shell's texts and the list of the locale's other areas, none of another locale", () => {
    expect(zh?.name).toBe('catalogue-zh-CN');
    expect(takes(zh, 'app/texts/common/zh-CN.ts')).toBe(true);
    expect(takes(zh, 'lib/i18n/area-files/zh-cn.ts')).toBe(true);
    expect(takes(zh, 'lib/i18n/area-files/en-us.ts')).toBe(false);
    expect(takes(en, 'lib/i18n/area-files/en-us.ts')).toBe(true);
    // A page's area stays a chunk of its own, loaded with the page.
    expect(takes(zh, 'features/market/texts/zh-CN.ts')).toBe(false);
  });
});

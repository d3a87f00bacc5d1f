// @vitest-environment jsdom
import { isVisible } from '@/lib/antd-trimmed/form-item-utilities';

describe("Form.Item's on-screen check in production builds", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("answers whether the item's element is in the document, where its style can be read, without laying the page out", () => {
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get');
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const item = document.createElement('div');

    expect(isVisible(null)).toBe(false);
    expect(isVisible(item)).toBe(false);
    document.body.append(item);
    expect(isVisible(item)).toBe(true);
    // Hidden, it still has its computed margin, which is all Form.Item reads once it is true.
    item.style.display = 'none';
    expect(isVisible(item)).toBe(true);
    item.remove();
    expect(isVisible(item)).toBe(false);

    expect(offsetParent).not.toHaveBeenCalled();
    expect(box).not.toHaveBeenCalled();
  });

  it('keeps the other utilities Form.Item imports from @rc-component/util', async () => {
    const utilities = await import('@/lib/antd-trimmed/form-item-utilities');
    const original = await import('@rc-component/util');
    expect(utilities.omit).toBe(original.omit);
    expect(utilities.isNonNullable).toBe(original.isNonNullable);
    expect(utilities.useLayoutEffect).toBe(original.useLayoutEffect);
  });
});

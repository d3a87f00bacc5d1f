// @vitest-environment jsdom
import { getTargetScrollBarSize } from '@/lib/antd-trimmed/table-utilities';

const box = (className: string) => {
  const element = document.createElement('div');
  element.className = className;
  return element;
};

describe("rc-table's scroll bar size in production builds", () => {
  it('is measured (an element added to the page and taken away) for a fixed header only', () => {
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { childList: true });

    expect(getTargetScrollBarSize(box('ant-table-content'))).toEqual({ width: 0, height: 0 });
    expect(observer.takeRecords()).toEqual([]);

    getTargetScrollBarSize(box('ant-table-body'));
    expect(observer.takeRecords().flatMap((record) => [...record.addedNodes])).toHaveLength(1);
    observer.disconnect();
  });
});

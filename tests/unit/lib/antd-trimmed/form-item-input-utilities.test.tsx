// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useLayoutEffect as reactLayoutEffect } from 'react';

describe("Form.Item's input column utilities in production builds", () => {
  it('runs its effect after the commit, not inside it, with its dependencies and clean-up', async () => {
    const { useLayoutEffect } = await import('@/lib/antd-trimmed/form-item-input-utilities');
    const order: string[] = [];
    function Measured({ extra }: { extra: string }) {
      useLayoutEffect(() => {
        order.push(`measure ${extra}`);
        return () => {
          order.push(`forget ${extra}`);
        };
      }, [extra]);
      return null;
    }
    function Later() {
      reactLayoutEffect(() => {
        order.push('layout');
      });
      return null;
    }

    const { rerender, unmount } = render(
      <>
        <Measured extra="a" />
        <Later />
      </>,
    );
    // Earlier in the tree, it still runs after the commit's layout effects.
    expect(order).toEqual(['layout', 'measure a']);
    rerender(
      <>
        <Measured extra="a" />
        <Later />
      </>,
    );
    expect(order).toEqual(['layout', 'measure a', 'layout']);
    rerender(
      <>
        <Measured extra="b" />
        <Later />
      </>,
    );
    expect(order.slice(3)).toEqual(['layout', 'forget a', 'measure b']);
    unmount();
    expect(order.at(-1)).toBe('forget b');
  });

  it('keeps the other utilities FormItemInput imports from @rc-component/util', async () => {
    const utilities = await import('@/lib/antd-trimmed/form-item-input-utilities');
    const original = await import('@rc-component/util');
    expect(utilities.get).toBe(original.get);
    expect(utilities.set).toBe(original.set);
    expect(utilities.isReactRenderable).toBe(original.isReactRenderable);
  });
});

// eslint-disable-next-line no-restricted-syntax -- the one place antd's Tabs is wrapped
import { Tabs as AntdTabs, type TabsProps } from 'antd';
import {
  cloneElement,
  isValidElement,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';

/**
 * rc-tabs announces a focused tab's place in English only ("Tab 1 of 2", a hidden live region
 * inside the tab). Those are the only children of that shape: the tab's own label is ours.
 */
const POSITION = /^Tab (\d+) of (\d+)$/;

type Say = (position: number, count: number) => string;

function translated(node: ReactNode, say: Say): ReactNode {
  if (typeof node === 'string') {
    const match = POSITION.exec(node);
    return match ? say(Number(match[1]), Number(match[2])) : node;
  }
  // Only the elements rc-tabs builds itself (host elements) are walked; a label's components are ours.
  if (!isValidElement<{ children?: ReactNode }>(node) || typeof node.type !== 'string') return node;
  const { children } = node.props;
  if (children === undefined) return node;
  // Spread back as arguments, as rc-tabs wrote them: keyless, and unchanged when nothing was said.
  const before: ReactNode[] = Array.isArray(children) ? children : [children];
  const after = before.map((child) => translated(child, say));
  return after.every((child, index) => child === before[index])
    ? node
    : cloneElement(node, undefined, ...after);
}

/**
 * antd's Tabs, with the position it announces for a focused tab in the page's language. Pages use
 * this one (a lint rule refuses antd's own).
 */
export function Tabs({ tabBarGutter, style, ...props }: TabsProps) {
  const intl = useIntl();
  const say: Say = (position, count) =>
    intl.formatMessage({ id: 'common.tabPosition' }, { position, count });
  // Tabs along the top wrap onto a second line (global.css), spaced by a gap: rc-tabs would put
  // the gutter as a margin before every tab, the first of a second line too.
  // Tabs inside another's panel do not take its gutter: `initial` leaves the style sheet's own.
  const top = props.tabPosition === undefined || props.tabPosition === 'top';
  const gutter = {
    '--tabs-gutter': tabBarGutter === undefined ? 'initial' : `${tabBarGutter}px`,
  } as CSSProperties;
  return (
    <AntdTabs
      {...props}
      style={top ? { ...style, ...gutter } : style}
      tabBarGutter={top ? undefined : tabBarGutter}
      renderTabBar={(barProps, DefaultTabBar) => (
        <DefaultTabBar {...barProps}>
          {(node: ReactElement) => translated(node, say) as ReactElement}
        </DefaultTabBar>
      )}
    />
  );
}

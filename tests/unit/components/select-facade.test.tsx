import { render } from '@testing-library/react';
import { ConfigProvider, Form, Select } from 'antd';
import { IntlProvider } from 'react-intl';

import { antdTheme } from '@/app/antd-theme';
import { useAllowClear } from '@/components/clear-button';
import { SelectFacade, type DrawnSelectProps } from '@/components/lazy-select/select-facade';

import { WithoutAntdStyles } from '../../utils/antd-styles';
import { zhCN } from '../../utils/catalogues';

import type { SelectProps } from 'antd';
import type { ReactElement } from 'react';

/* eslint-disable testing-library/no-node-access, testing-library/no-container -- the test holds
   markup to markup: the elements antd renders are what it compares. */

const OPTIONS = [
  { value: 'CNSHA', label: 'Shanghai (CNSHA)' },
  { value: 'NLRTM', label: 'Rotterdam (NLRTM)', title: 'Port of Rotterdam' },
  { label: 'Group', options: [{ value: 'USLGB', label: 'Long Beach (USLGB)' }] },
];

const noop = () => undefined;
const HANDLERS = {
  onPointerEnter: noop,
  onPointerDown: noop,
  onFocus: noop,
  onBlur: noop,
  onKeyDown: noop,
  onType: noop,
  onClear: noop,
};

/** antd's Select as LazySelect renders it: its clear button named in the page's language. */
function AppSelect(props: SelectProps) {
  return <Select {...props} allowClear={useAllowClear(props.allowClear)} />;
}

/** The markup of the first element `element` renders, inside the app's theme. */
function markup(element: ReactElement): string {
  const { container, unmount } = render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <WithoutAntdStyles>
        <ConfigProvider theme={antdTheme}>{element}</ConfigProvider>
      </WithoutAntdStyles>
    </IntlProvider>,
  );
  // Attributes compared as sets: the order React writes them in is not part of the look.
  const root = container.querySelector('.ant-select, .ant-form-item');
  const html = normalise(root as Element);
  unmount();
  return html;
}

function normalise(element: Element): string {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'style' || attribute.value !== '')
    .map((attribute) =>
      attribute.name === 'class'
        ? `class="${attribute.value.split(/\s+/).filter(Boolean).sort().join(' ')}"`
        : `${attribute.name}="${attribute.value}"`,
    )
    .sort()
    .join(' ');
  const children = [...element.childNodes]
    .map((node) =>
      node.nodeType === Node.ELEMENT_NODE ? normalise(node as Element) : (node.textContent ?? ''),
    )
    .join('');
  return `<${element.tagName.toLowerCase()} ${attributes}>${children}</${element.tagName.toLowerCase()}>`;
}

const CASES: [string, DrawnSelectProps & { id: string }][] = [
  ['a placeholder', { id: 'f', placeholder: 'Any' }],
  ['a chosen option', { id: 'f', value: 'CNSHA', options: OPTIONS }],
  ['an option with a title', { id: 'f', value: 'NLRTM', options: OPTIONS }],
  ['an option in a group', { id: 'f', value: 'USLGB', options: OPTIONS }],
  ['a value without its option', { id: 'f', value: 'DEHAM', options: OPTIONS }],
  ['a search', { id: 'f', placeholder: 'Port', showSearch: true }],
  ['a search configured', { id: 'f', placeholder: 'Port', showSearch: { filterOption: false } }],
  ['a clear button with a value', { id: 'f', value: 'CNSHA', options: OPTIONS, allowClear: true }],
  ['no clear button without a value', { id: 'f', placeholder: 'Any', allowClear: true }],
  ['disabled', { id: 'f', value: 'CNSHA', options: OPTIONS, disabled: true, allowClear: true }],
  ['loading', { id: 'f', placeholder: 'Port', loading: true, showSearch: true }],
  ['an error', { id: 'f', placeholder: 'Any', status: 'error' }],
  ['small', { id: 'f', placeholder: 'Any', size: 'small' }],
  ['large and filled', { id: 'f', placeholder: 'Any', size: 'large', variant: 'filled' }],
  ['borderless', { id: 'f', placeholder: 'Any', variant: 'borderless' }],
  [
    'a class, style and names',
    {
      id: 'f',
      placeholder: 'Any',
      className: 'mine',
      style: { width: 120 },
      'aria-label': 'Sort by',
      title: 'Sort',
    },
  ],
];

describe('the select facade', () => {
  it.each(CASES)('draws a closed Select with %s as antd does', (_, props) => {
    expect(markup(<SelectFacade {...props} {...HANDLERS} typed="" />)).toBe(
      markup(<AppSelect {...props} />),
    );
  });

  it('draws a form item’s status, feedback and size as antd does', () => {
    const field = (control: ReactElement) => (
      <Form size="large">
        <Form.Item label="Port" validateStatus="error" hasFeedback help="Required">
          {control}
        </Form.Item>
      </Form>
    );
    expect(markup(field(<SelectFacade id="f" placeholder="Any" {...HANDLERS} typed="" />))).toBe(
      markup(field(<Select id="f" placeholder="Any" />)),
    );
  });

  it('draws a form’s disabled state as antd does', () => {
    const field = (control: ReactElement) => (
      <Form disabled>
        <Form.Item label="Port">{control}</Form.Item>
      </Form>
    );
    expect(markup(field(<SelectFacade id="f" placeholder="Any" {...HANDLERS} typed="" />))).toBe(
      markup(field(<Select id="f" placeholder="Any" />)),
    );
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from 'antd';
import { IntlProvider } from 'react-intl';

import type { LazySelectProps } from '@/components/lazy-select';
import { afterNextPaint } from '@/hooks/use-open-after-paint';
import type * as RequestModule from '@/lib/request';

import { WithoutAntdStyles } from '../../utils/antd-styles';
import { zhCN } from '../../utils/catalogues';

const OPTIONS = [
  { value: 'FCL', label: '整箱' },
  { value: 'LCL', label: '拼箱' },
];

const SELECT_MODULE = '@/components/lazy-select/antd-select';

/**
 * A fresh LazySelect whose Select arrives when `arrive` is called (or fails to, with `fail`), and
 * the toasts it shows.
 */
async function setUp(options: { fail?: boolean } = {}) {
  vi.resetModules();
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let attempts = 0;
  vi.doMock(SELECT_MODULE, async () => {
    attempts += 1;
    await arrived;
    if (options.fail && attempts === 1) throw new Error('offline');
    return { Select };
  });
  const toastError = vi.fn();
  vi.doMock('@/lib/request', async (importOriginal) => ({
    ...(await importOriginal<typeof RequestModule>()),
    toastError,
  }));
  const { LazySelect } = await import('@/components/lazy-select');
  // Files share loaded modules (isolate: false): a load this test left waiting would time out
  // 120 s later in another file's test, as that file's console error. It arrives when the test ends.
  onTestFinished(() => {
    arrive();
    vi.doUnmock(SELECT_MODULE);
    vi.doUnmock('@/lib/request');
  });
  const events = userEvent.setup();
  const show = (props: LazySelectProps<string>) =>
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <WithoutAntdStyles>
          <label htmlFor="type">运输方式</label>
          <LazySelect id="type" options={OPTIONS} placeholder="不限" {...props} />
          <button type="button">其他</button>
        </WithoutAntdStyles>
      </IntlProvider>,
    );
  return {
    LazySelect,
    show,
    events,
    toastError,
    arrive: () => act(async () => arrive()),
    attempts: () => attempts,
  };
}

/** The names of the open drop-down's options (antd portals them out of the field). */
const options = async () =>
  (await screen.findAllByRole('option')).map((option) => option.getAttribute('aria-label'));

describe('LazySelect', () => {
  it('draws the closed Select and loads it only when reached; a press opens it to pick from', async () => {
    const { show, events, arrive, attempts } = await setUp();
    const onChange = vi.fn();
    show({ onChange });
    const field = screen.getByRole('combobox', { name: '运输方式' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('不限')).toBeVisible();
    expect(attempts()).toBe(0);

    await events.click(field);
    expect(attempts()).toBe(1);
    // Pressed while the code is on its way: the Select arrives open, with the focus.
    await arrive();
    expect(await options()).toEqual(['整箱', '拼箱']);
    const select = screen.getByRole('combobox', { name: '运输方式' });
    expect(select).toHaveFocus();
    await events.click(within(document.body).getByTitle('拼箱'));
    expect(onChange).toHaveBeenCalledWith('LCL', expect.objectContaining({ value: 'LCL' }));
  });

  it('keeps the mouse events of a press on its drawing from reaching what is left in its place', async () => {
    const { show } = await setUp();
    show({});
    // A Select that has arrived takes the drawing's place within the press; a browser then gives
    // the press's mousedown to the field's wrapper, outside the Select, which would close it and
    // take its focus. A pointerdown whose default is prevented has no mouse events after it.
    const input = screen.getByRole('combobox', { name: '运输方式' });
    expect(fireEvent.pointerDown(input)).toBe(false);
    expect(input).toHaveFocus();
  });

  it('opens from the keyboard where the focus is', async () => {
    const { show, events, arrive } = await setUp();
    show({});
    await events.tab();
    expect(screen.getByRole('combobox', { name: '运输方式' })).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    await arrive();
    await options();
    const select = screen.getByRole('combobox', { name: '运输方式' });
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-expanded', 'true');
  });

  it('takes only the focus, not an open list, from a field the member tabbed through', async () => {
    const { show, events, arrive } = await setUp();
    show({});
    const drawing = screen.getByRole('combobox', { name: '运输方式' });
    await events.tab();
    await arrive();
    // The Select has taken the drawing's place, and its focus.
    const select = await waitFor(() => {
      const current = screen.getByRole('combobox', { name: '运输方式' });
      expect(current).not.toBe(drawing);
      return current;
    });
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-expanded', 'false');
    await events.tab();
    expect(screen.getByRole('button', { name: '其他' })).toHaveFocus();
  });

  it('opens the pressed field as the Select arrives, and the untouched field takes it too', async () => {
    const { LazySelect, events, arrive } = await setUp();
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <WithoutAntdStyles>
          <label htmlFor="type">运输方式</label>
          <LazySelect id="type" options={OPTIONS} />
          <label htmlFor="size">箱型</label>
          <LazySelect id="size" options={[{ value: '40HQ', label: '40HQ' }]} />
        </WithoutAntdStyles>
      </IntlProvider>,
    );
    const untouched = screen.getByRole('combobox', { name: '箱型' });
    await events.click(screen.getByRole('combobox', { name: '运输方式' }));
    await arrive();

    expect(await options()).toEqual(['整箱', '拼箱']);
    expect(screen.getByRole('combobox', { name: '运输方式' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '箱型' })).not.toBe(untouched));
    expect(screen.getByRole('combobox', { name: '箱型' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  /** A searchable field whose drawing has been pressed and typed into, the Select not yet there. */
  async function typedBeforeArrival() {
    const setup = await setUp();
    const onSearch = vi.fn();
    setup.show({ showSearch: { filterOption: false, onSearch } });
    const field = screen.getByRole('combobox', { name: '运输方式' });
    await setup.events.click(field);
    await setup.events.keyboard('拼');
    return { ...setup, onSearch, field };
  }

  it('keeps what was typed into a search before the Select arrived', async () => {
    const { arrive, onSearch, field } = await typedBeforeArrival();
    expect(field).toHaveValue('拼');

    await arrive();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '运输方式' })).toHaveValue('拼'),
    );
    expect(onSearch).toHaveBeenLastCalledWith('拼');
    await options();
  });

  it('picks what a search typed before the Select arrived shows, with the Enter pressed after it', async () => {
    const { show, events, arrive } = await setUp();
    const onChange = vi.fn();
    show({ showSearch: { optionFilterProp: 'label' }, onChange });
    const field = screen.getByRole('combobox', { name: '运输方式' });
    await events.click(field);
    await events.keyboard('拼');
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await arrive();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('LCL', expect.anything()));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('drops a search the member left before the Select arrived, as the Select does', async () => {
    const { events, arrive, onSearch, field } = await typedBeforeArrival();
    await events.tab();
    expect(field).toHaveValue('');

    await arrive();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '运输方式' })).not.toBe(field));
    expect(screen.getByRole('combobox', { name: '运输方式' })).toHaveValue('');
    expect(screen.getByRole('button', { name: '其他' })).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears its value from the drawing, as the Select’s clear button does', async () => {
    const { show, events, attempts } = await setUp();
    const onChange = vi.fn();
    show({ value: 'FCL', allowClear: true, onChange });
    expect(screen.getByTitle('整箱')).toBeVisible();
    // Pointing at the field starts the load, but the Select has not arrived: the drawing clears.
    await events.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
    expect(attempts()).toBe(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('tells the field’s owner when the member points at it or focuses it', async () => {
    const { show, events } = await setUp();
    const onMouseEnter = vi.fn();
    const onFocus = vi.fn();
    show({ onMouseEnter, onFocus });
    await events.hover(screen.getByRole('combobox', { name: '运输方式' }));
    expect(onMouseEnter).toHaveBeenCalled();
    await events.tab();
    expect(onFocus).toHaveBeenCalled();
  });

  it('says so when the Select cannot load after a press, and loads it at the next', async () => {
    const { show, events, arrive, toastError, attempts } = await setUp({ fail: true });
    show({});
    const field = screen.getByRole('combobox', { name: '运输方式' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => consoleError.mockRestore());
    await events.click(field);
    await arrive();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith({ id: 'common.fieldFailed' }));
    expect(screen.getByRole('combobox', { name: '运输方式' })).toBe(field);

    // The next press (here from the keyboard, where the focus stayed) loads it again.
    expect(field).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(await options()).toEqual(['整箱', '拼箱']);
    expect(attempts()).toBe(2);
  });

  /** A field whose Select has arrived and holds the focus, its drop-down closed. */
  async function arrivedAndFocused(props: LazySelectProps<string> = {}) {
    const setup = await setUp();
    setup.show(props);
    const drawing = screen.getByRole('combobox', { name: '运输方式' });
    await setup.events.tab();
    await setup.arrive();
    // The Select has taken the drawing's place, and its focus.
    const select = await waitFor(() => {
      const current = screen.getByRole('combobox', { name: '运输方式' });
      expect(current).not.toBe(drawing);
      expect(current).toHaveFocus();
      return current;
    });
    return { ...setup, select };
  }

  /** Resolves once the frame after now has been painted, when an opening asked now is drawn. */
  const nextPaint = () => new Promise((resolve) => afterNextPaint(() => resolve(undefined)));

  it('paints the pressed field first and draws its drop-down in the frame after', async () => {
    const { select } = await arrivedAndFocused();

    fireEvent.mouseDown(select);
    // The press's own frame: the field in use, no drop-down yet.
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    expect(await options()).toEqual(['整箱', '拼箱']);
    expect(select).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws no drop-down for a field left, or closed with Escape, before it was drawn', async () => {
    const { select, events } = await arrivedAndFocused();

    fireEvent.mouseDown(select);
    act(() => screen.getByRole('button', { name: '其他' }).focus());
    await act(nextPaint);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(select).toHaveAttribute('aria-expanded', 'false');

    await events.tab({ shift: true });
    expect(select).toHaveFocus();
    fireEvent.mouseDown(select);
    fireEvent.keyDown(select, { key: 'Escape' });
    await act(nextPaint);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(select).toHaveAttribute('aria-expanded', 'false');
  });

  /** A searchable field, its Select arrived and focused, and what it was changed to. */
  async function searchable() {
    const onChange = vi.fn();
    const setup = await arrivedAndFocused({ showSearch: { optionFilterProp: 'label' }, onChange });
    const press = (key: string, keyCode: number) => {
      fireEvent.keyDown(setup.select, { key, code: key, keyCode });
      fireEvent.keyUp(setup.select, { key, code: key, keyCode });
    };
    return { ...setup, onChange, press };
  }

  it('picks the choice a search shows with an Enter pressed before the list was drawn', async () => {
    const { select, onChange, press } = await searchable();

    // Typed and Enter within one frame, the list still to be drawn.
    fireEvent.change(select, { target: { value: '拼' } });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    press('Enter', 13);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('LCL', expect.anything());
  });

  it('moves through the list with an arrow pressed before it was drawn', async () => {
    const { select, onChange, press } = await searchable();

    fireEvent.change(select, { target: { value: '箱' } });
    press('ArrowDown', 40);
    expect(await options()).toEqual(['整箱', '拼箱']);
    press('Enter', 13);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('LCL', expect.anything());
  });

  it('only opens the list with an Enter that asks for it', async () => {
    const { select, onChange, press } = await searchable();

    press('Enter', 13);
    expect(await options()).toEqual(['整箱', '拼箱']);
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });
});

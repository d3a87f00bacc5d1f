import { screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';

import { page } from '@/app/lazy/page';
import { appPages, createRoutes } from '@/app/routes';
import type { AppLocale } from '@/config/constants';

import { renderRoute } from '../../utils/render-route';

const LABEL = 'Port of loading';

/** A form whose rule has no message of its own: antd words it in the app's locale. */
function RequiredFieldPage() {
  return (
    <Form onFinish={() => undefined}>
      <Form.Item label={LABEL} name="pol" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">OK</Button>
    </Form>
  );
}

const routes = createRoutes([
  ...appPages(),
  {
    path: '/required-field',
    lazy: page(() => Promise.resolve({ default: RequiredFieldPage })),
    handle: { titleId: 'menu.home' },
  },
]);

describe('locale applied by the app', () => {
  it.each<[AppLocale, string]>([
    ['en-US', `Please enter ${LABEL}`],
    ['zh-CN', `请输入${LABEL}`],
  ])('words a required field without its own message in antd %s', async (locale, message) => {
    const { events } = await renderRoute('/required-field', { locale, routes });

    await events.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.getByLabelText(LABEL)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets dayjs on a date-picking page and <html lang dir> to the locale, and follows a switch to English', async () => {
    document.documentElement.removeAttribute('dir');
    const { events } = await renderRoute('/business/tenderIssue', { member: 'shipper' });

    expect(await screen.findByLabelText('货好日期')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement).toHaveAttribute('lang', 'zh-CN');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    // Role queries are slow on a page this big: the menu is found by its label.
    await events.click(screen.getByLabelText('语言：简体中文'));
    await events.click(await screen.findByText('English'));

    expect(await screen.findByLabelText('Language: English')).toBeVisible();
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

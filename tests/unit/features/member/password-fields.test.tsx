import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form } from 'antd';
import { IntlProvider } from 'react-intl';

import { PasswordFields } from '@/features/member/components/password-fields';
import { PasswordStrength } from '@/features/member/components/password-strength';

import { WithoutAntdStyles } from '../../../utils/antd-styles';
import { enUS, zhCN } from '../../../utils/catalogues';

function Harness({ onFinish }: { onFinish: (values: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} onFinish={onFinish}>
      <PasswordFields form={form} />
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

function renderFields(onFinish: (values: unknown) => void = () => undefined) {
  const events = userEvent.setup();
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Harness onFinish={onFinish} />
      </ConfigProvider>
    </IntlProvider>,
    { wrapper: WithoutAntdStyles },
  );
  return { events };
}

describe('PasswordStrength', () => {
  it.each([
    ['abc', '密码强度：弱'],
    ['abcd1234', '密码强度：弱'],
    ['Abcd1234', '密码强度：中'],
    ['abcd1234efgh', '密码强度：中'],
    ['Abcd1234!', '密码强度：强'],
  ])('rates %s as "%s"', (password, text) => {
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <PasswordStrength password={password} />
      </IntlProvider>,
      { wrapper: WithoutAntdStyles },
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says nothing while the password is empty, but keeps the live region ready', () => {
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <PasswordStrength password="" />
      </IntlProvider>,
      { wrapper: WithoutAntdStyles },
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(/Mix upper and lower case/)).not.toBeInTheDocument();
  });

  it('suggests how to do better until the password is strong', () => {
    const { rerender } = render(
      <IntlProvider locale="en-US" messages={enUS}>
        <PasswordStrength password="abcd1234" />
      </IntlProvider>,
      { wrapper: WithoutAntdStyles },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Password strength: weak');
    expect(screen.getByText(/Mix upper and lower case/)).toBeVisible();
    rerender(
      <IntlProvider locale="en-US" messages={enUS}>
        <PasswordStrength password="Abcd1234!x" />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Password strength: strong');
    expect(screen.queryByText(/Mix upper and lower case/)).not.toBeInTheDocument();
  });
});

describe('PasswordFields', () => {
  it.each([
    ['short1A', /须为 8–20 位/],
    ['onlyletters', /须为 8–20 位/],
    ['12345678901', /须为 8–20 位/],
    ['Abcdefgh1234567890xyz', /须为 8–20 位/],
  ])('refuses %s', async (password, message) => {
    const onFinish = vi.fn();
    const { events } = renderFields(onFinish);
    await events.click(screen.getByLabelText('密码'));
    await events.paste(password);
    await events.click(screen.getByLabelText('确认密码'));
    await events.paste(password);
    await events.click(screen.getByRole('button', { name: 'submit' }));

    await waitFor(() => expect(screen.getByLabelText('密码')).toHaveAccessibleDescription(message));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('re-checks the confirmation when the password changes', async () => {
    const { events } = renderFields();
    await events.type(screen.getByLabelText('密码'), 'Abcd1234');
    await events.type(screen.getByLabelText('确认密码'), 'Abcd1234');
    await events.type(screen.getByLabelText('密码'), 'x');

    await waitFor(() =>
      expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription(/两次输入的密码不一致/),
    );
  });

  it('accepts a valid password confirmed the same way', async () => {
    const onFinish = vi.fn();
    const { events } = renderFields(onFinish);
    await events.type(screen.getByLabelText('密码'), 'Abcd1234');
    await events.type(screen.getByLabelText('确认密码'), 'Abcd1234');
    await events.click(screen.getByRole('button', { name: 'submit' }));

    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ password: 'Abcd1234', confirmPassword: 'Abcd1234' }),
    );
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';

import { ImageUpload } from '@/components/image-upload';
import { API_PREFIX } from '@/contract/http';
import { UploadApi } from '@/contract/upload/paths';
import { uploadTimeoutMs } from '@/lib/request';
import { setTokens } from '@/lib/session';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { createSessionFor } from '@mock/testing';

import { WithoutAntdStyles } from '../../utils/antd-styles';
import { enUS, zhCN } from '../../utils/catalogues';
import { fileOf, pngFile, stubNodeFileClasses } from '../../utils/upload-files';

const UPLOAD = `*${API_PREFIX}${UploadApi.upload}`;

function Harness({ initial, locale = 'zh-CN' }: { initial?: string; locale?: 'zh-CN' | 'en-US' }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <IntlProvider locale={locale} messages={locale === 'zh-CN' ? zhCN : enUS}>
      <AntdApp>
        <Form layout="vertical">
          <Form.Item label={locale === 'zh-CN' ? '营业执照' : 'Business licence'} htmlFor="licence">
            <ImageUpload
              id="licence"
              label={locale === 'zh-CN' ? '营业执照' : 'Business licence'}
              value={value}
              onChange={setValue}
            />
          </Form.Item>
          <output data-testid="value">{value ?? ''}</output>
        </Form>
      </AntdApp>
    </IntlProvider>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const events = userEvent.setup({ applyAccept: false });
  render(<Harness {...props} />, { wrapper: WithoutAntdStyles });
  return events;
}

const uploadCount = () => Object.keys(db.uploads).length;

describe('<ImageUpload>', () => {
  let release = () => {};
  beforeEach(async () => {
    await stubNodeFileClasses();
    setTokens(createSessionFor('newbie'));
  });
  afterEach(() => {
    release();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Holds every upload until the test ends (the handler then passes it on to the mock). */
  function holdUploads() {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(http.post(UPLOAD, () => held.then(() => undefined)));
  }

  it('uploads a PNG through the upload call and shows it with preview and remove', async () => {
    const events = setup();
    const before = uploadCount();

    await events.upload(screen.getByLabelText('营业执照'), pngFile('licence.png', 2048));
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent(/^\/mock-oss\/.+\.png$/),
    );
    expect(uploadCount()).toBe(before + 1);
    const stored = Object.values(db.uploads).find((row) => row.name === 'licence.png');
    expect(stored?.size).toBe(2048);
    expect(screen.getByRole('button', { name: '预览营业执照' })).toBeVisible();
    expect(screen.getByRole('button', { name: /更换营业执照/ })).toBeVisible();

    await events.click(screen.getByRole('button', { name: /删除营业执照/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: /上传营业执照/ })).toBeVisible();
  });

  it.each([
    ['another host', 'https://tracker.evil.example/licence.png'],
    ['a script address', 'javascript:alert(document.domain)'],
  ])(
    'keeps nothing when the server answers with a file address on %s, and offers a retry',
    async (_, url) => {
      server.use(
        http.post(UPLOAD, () =>
          HttpResponse.json({
            code: 200,
            message: 'ok',
            data: { url, name: 'licence.png', size: 2048, contentType: 'image/png' },
          }),
        ),
      );
      const events = setup();

      await events.upload(screen.getByLabelText('营业执照'), pngFile('licence.png', 2048));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        '“licence.png”上传后，服务器给出的文件地址不可用，请重试。',
      );
      expect(screen.getByTestId('value')).toHaveTextContent('');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      server.resetHandlers();
      await events.click(screen.getByRole('button', { name: '重新上传' }));
      await waitFor(() =>
        expect(screen.getByTestId('value')).toHaveTextContent(/^\/mock-oss\/.+\.png$/),
      );
    },
  );

  it('refuses a GIF before sending it, with the reason next to the field', async () => {
    const events = setup();
    const before = uploadCount();
    const gif = fileOf('GIF89a', 'anim.gif', 'image/gif');

    await events.upload(screen.getByLabelText('营业执照'), gif);

    const button = screen.getByRole('button', { name: /上传营业执照/ });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(/“anim\.gif”不是 JPG或PNG 文件/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('“anim.gif”不是 JPG或PNG 文件，请重新选择');
    expect(uploadCount()).toBe(before);
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('refuses a 6 MB PNG before sending it, saying the limit', async () => {
    const events = setup({ locale: 'en-US' });
    const before = uploadCount();

    await events.upload(
      screen.getByLabelText('Business licence'),
      pngFile('scan.png', 6 * 1024 * 1024),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“scan.png” is 6.0 MB, over the 5 MB limit.',
    );
    expect(
      screen.getByRole('button', { name: /Upload Business licence/ }),
    ).toHaveAccessibleDescription(/over the 5 MB limit/);
    expect(uploadCount()).toBe(before);
  });

  it('shows a failed upload with a retry that sends the same file again', async () => {
    const events = setup();
    let calls = 0;
    server.use(
      http.post(`*${API_PREFIX}${UploadApi.upload}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 5000, message: '服务器开小差了', data: null })
          : undefined;
      }),
    );

    await events.upload(screen.getByLabelText('营业执照'), pngFile('licence.png', 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“licence.png”上传失败：服务器开小差了',
    );
    expect(screen.getByTestId('value')).toHaveTextContent('');

    await events.click(screen.getByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(/\/mock-oss\//));
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file named .png whose first bytes are no PNG, without sending it', async () => {
    const events = setup({ locale: 'en-US' });
    const before = uploadCount();
    let sent = 0;
    server.use(
      http.post(UPLOAD, () => {
        sent += 1;
        return undefined;
      }),
    );
    const renamed = fileOf('%PDF-1.4\n', 'licence.png', 'image/png');

    await events.upload(screen.getByLabelText('Business licence'), renamed);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“licence.png” is not a JPG or PNG file. Please choose another file.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(sent).toBe(0);
    expect(uploadCount()).toBe(before);
  });

  it('shows the progress with a cancel naming the file; cancel returns to idle, saying nothing', async () => {
    const events = setup();
    holdUploads();

    await events.upload(screen.getByLabelText('营业执照'), pngFile('licence.png', 2048));
    expect(
      await screen.findByRole('progressbar', { name: '正在上传“licence.png”：0%' }),
    ).toBeVisible();
    await events.click(screen.getByRole('button', { name: '取消上传“licence.png”' }));

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/上传失败|超时/)).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: /上传营业执照/ })).toBeEnabled();
  });

  it('says an upload timed out after its time-out and sends the file again on retry', async () => {
    // The real clock runs on; the test jumps it over the time-out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const events = setup();
    const file = pngFile('licence.png', 2048);
    holdUploads();

    await events.upload(screen.getByLabelText('营业执照'), file);
    await screen.findByRole('progressbar', { name: /licence\.png/ });
    await act(() => vi.advanceTimersByTimeAsync(uploadTimeoutMs(file.size) - 1_000));
    expect(screen.getByRole('progressbar', { name: /licence\.png/ })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“licence.png”上传超时，请检查网络后重试',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    release();
    server.resetHandlers();
    await events.click(screen.getByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(/\/mock-oss\//));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is reachable from the keyboard', async () => {
    const events = setup({ initial: '/mock-oss/demo.png' });

    await events.tab();
    expect(screen.getByRole('button', { name: '预览营业执照' })).toHaveFocus();
    await events.tab();
    expect(screen.getByRole('button', { name: /更换营业执照/ })).toHaveFocus();
    await events.tab();
    expect(screen.getByRole('button', { name: /删除营业执照/ })).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });
});

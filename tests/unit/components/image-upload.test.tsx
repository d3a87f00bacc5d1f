import { File as NodeFile } from 'node:buffer';

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';

import { ImageUpload, imageFileProblem } from '@/components/image-upload';
import { API_PREFIX } from '@/contract/http';
import { UploadApi } from '@/contract/upload/paths';
import { setTokens } from '@/lib/session';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { createSessionFor } from '@mock/testing';

import { WithoutAntdStyles } from '../../utils/antd-styles';

/**
 * msw reads request bodies with Node's fetch classes, which cannot read jsdom's File; a browser has
 * one set of classes. So the files here are Node's, and FormData/File are Node's while a test runs.
 */
async function useNodeFileClasses(): Promise<void> {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('File', NodeFile);
}

function pngFile(name: string, size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
}

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
  beforeEach(async () => {
    await useNodeFileClasses();
    setTokens(createSessionFor('newbie'));
  });
  afterEach(() => vi.unstubAllGlobals());

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

  it('refuses a GIF before sending it, with the reason next to the field', async () => {
    const events = setup();
    const before = uploadCount();
    const gif = new NodeFile(['GIF89a'], 'anim.gif', { type: 'image/gif' }) as unknown as File;

    await events.upload(screen.getByLabelText('营业执照'), gif);

    const button = screen.getByRole('button', { name: /上传营业执照/ });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(/“anim\.gif”不是 JPG 或 PNG 图片/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('“anim.gif”不是 JPG 或 PNG 图片');
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

    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败：服务器开小差了');
    expect(screen.getByTestId('value')).toHaveTextContent('');

    await events.click(screen.getByRole('button', { name: '重新上传' }));

    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(/\/mock-oss\//));
    expect(calls).toBe(2);
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

describe('imageFileProblem', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }, undefined],
    [{ name: 'a.JPEG', type: '', size: 10 }, undefined],
    [{ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 }, undefined],
    [{ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'size'],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, 'type'],
    [{ name: 'a.pdf', type: 'application/pdf', size: 10 }, 'type'],
    [{ name: 'a.gif', type: 'image/png', size: 10 }, 'type'],
    [{ name: 'blob', type: 'image/png', size: 10 }, undefined],
    [{ name: 'blob', type: '', size: 10 }, 'type'],
  ] as const)('judges %j as %s', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { UploadApi } from '@/contract/upload/paths';
import { uploadTimeoutMs } from '@/lib/request';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { fileOf, pdfFile, withNodeFileClasses } from '../../utils/upload-files';
import { openForm, type View } from './issue-form';

const UPLOAD = `*${API_PREFIX}${UploadApi.upload}`;
const LABEL = '附件（选填）';

const storedUploads = () => Object.values(db.uploads);

/** Chooses files in the attachments field; the app builds and sends its forms meanwhile. */
function choose(view: View, files: File[], label = LABEL, until?: () => Promise<unknown>) {
  return withNodeFileClasses(async () => {
    await view.events.upload(screen.getByLabelText(label), files);
    await until?.();
  });
}

describe('/business/tenderIssue attachments', { timeout: 120_000 }, () => {
  let release = () => {};
  afterEach(() => {
    release();
    vi.useRealTimers();
  });

  /** Holds the first upload until the test releases it; later ones reach the mock at once. */
  function holdFirstUpload() {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      http.post(UPLOAD, () => {
        calls += 1;
        return calls === 1 ? held.then(() => undefined) : undefined;
      }),
    );
  }

  it('takes a PDF and shows it as a tile that opens it', async () => {
    const view = await openForm();

    await choose(view, [pdfFile('drawing.pdf')], LABEL, () =>
      screen.findByRole('link', { name: '打开附件 1（PDF，新窗口）' }),
    );

    const link = screen.getByRole('link', { name: '打开附件 1（PDF，新窗口）' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/mock-oss\/\w+\.pdf$/));
    expect(link).toHaveAttribute('target', '_blank');
    const stored = storedUploads().find((row) => row.name === 'drawing.pdf');
    expect(stored).toMatchObject({
      contentType: 'application/pdf',
      memberId: demoAccounts.shipper.memberId,
    });
    expect(link.getAttribute('href')).toBe(`/mock-oss/${stored?.key}.pdf`);
    expect(screen.getByText(/已上传 1\/6 个；JPG、PNG、WEBP或PDF/)).toBeVisible();
  });

  it('shows the progress with a cancel naming the file; cancel returns to idle, saying nothing', async () => {
    const view = await openForm();
    holdFirstUpload();

    await choose(view, [pdfFile('drawing.pdf')], LABEL, () =>
      screen.findByRole('progressbar', { name: '正在上传“drawing.pdf”：0%' }),
    );
    // By its accessible name: role queries over the form's many antd buttons take seconds in jsdom.
    await view.events.click(screen.getByLabelText('取消上传“drawing.pdf”'));

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/上传失败|超时/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /附件 1/ })).not.toBeInTheDocument();
    expect(screen.getByText(/已上传 0\/6 个/)).toBeVisible();
  });

  it('says an upload timed out, retries it and keeps what was typed elsewhere', async () => {
    const view = await openForm();
    await view.events.type(screen.getByLabelText('招标标题'), '带图纸的招标');
    const file = pdfFile('drawing.pdf', 1.5 * 1024 * 1024);
    // The real clock runs on; the test jumps it over the time-out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    holdFirstUpload();

    await choose(view, [file], LABEL, () =>
      screen.findByRole('progressbar', { name: /drawing\.pdf/ }),
    );
    // Longer than the 10 s of other calls: 60 s + 10 s for each started MB.
    await act(() => vi.advanceTimersByTimeAsync(uploadTimeoutMs(file.size) - 1_000));
    expect(screen.getByRole('progressbar', { name: /drawing\.pdf/ })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“drawing.pdf”上传超时，请检查网络后重试',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await withNodeFileClasses(async () => {
      await view.events.click(screen.getByText('重新上传'));
      await screen.findByRole('link', { name: '打开附件 1（PDF，新窗口）' });
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('招标标题')).toHaveValue('带图纸的招标');
  });

  it('refuses a file named .png that is no PNG from its first bytes, sending nothing', async () => {
    const view = await renderRoute('/business/tenderIssue', { member: 'shipper', locale: 'en-US' });
    const label = 'Attachments (optional)';
    await screen.findByLabelText(label);
    const before = storedUploads().length;
    let sent = 0;
    server.use(
      http.post(UPLOAD, () => {
        sent += 1;
        return undefined;
      }),
    );

    await choose(
      view,
      [fileOf('<!doctype html><title>x</title>', 'photo.png', 'image/png')],
      label,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“photo.png” is not a JPG, PNG, WEBP, or PDF file. Please choose another file.',
    );
    expect(sent).toBe(0);
    expect(storedUploads()).toHaveLength(before);
    expect(screen.queryByText('Try again')).not.toBeInTheDocument();
  });
});

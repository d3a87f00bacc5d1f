import { http, HttpResponse } from 'msw';

import { downloadFile } from '@/lib/download/download-file';
import { server } from '@mock/node';

import { watchFollowedLinks } from '../../../utils/followed-links';

describe('downloadFile', () => {
  it('fetches a file of this origin and saves it under the name given', async () => {
    const followed = watchFollowedLinks();
    server.use(
      http.get(
        '*/mock-oss/invoice/abc.pdf',
        () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );

    await downloadFile('/mock-oss/invoice/abc.pdf', '发票_1.pdf');

    expect(followed).toHaveLength(1);
    expect(followed[0]).toMatchObject({ download: '发票_1.pdf', target: '' });
    expect(await followed[0]?.file?.text()).toBe('%PDF-1.7');
    // No link is left in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('opens a file of the object storage on another origin in a new tab, without fetching it', async () => {
    vi.stubEnv('VITE_OSS_BASE_URL', 'https://oss.example.com/bucket');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    vi.resetModules();
    const { downloadFile: download } = await import('@/lib/download/download-file');
    const followed = watchFollowedLinks();
    // msw fails the test on any request it has no handler for: none may be made.
    await download('https://oss.example.com/invoice/abc.pdf?sig=1', 'invoice.pdf');
    expect(followed).toEqual([
      { href: 'https://oss.example.com/invoice/abc.pdf?sig=1', download: '', target: '_blank' },
    ]);
  });

  it.each([
    ['another host', 'https://files.evil.example/invoice.pdf'],
    ['a script address', 'javascript:alert(1)'],
    ['a data: page', 'data:application/pdf;base64,JVBERi0='],
  ])('refuses a file on %s, fetching and opening nothing', async (_, url) => {
    const followed = watchFollowedLinks();
    await expect(downloadFile(url, 'x.pdf')).rejects.toThrow(/not opened/);
    expect(followed).toEqual([]);
  });

  it('rejects when the file cannot be fetched, and saves nothing', async () => {
    const followed = watchFollowedLinks();
    server.use(
      http.get('*/mock-oss/invoice/gone.pdf', () => new HttpResponse(null, { status: 404 })),
    );
    await expect(
      downloadFile('/mock-oss/invoice/gone.pdf', 'x.pdf', { skipErrorToast: true }),
    ).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(followed).toHaveLength(0);
  });
});

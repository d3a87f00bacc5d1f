// @vitest-environment jsdom
// The app's request client sends its calls from a page (relative URLs).
import { File as NodeFile } from 'node:buffer';

import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { UploadApi } from '@/contract/upload/paths';
import { setTokens } from '@/lib/session';
import { uploadFile } from '@/lib/upload/api';
import { server } from '@mock/node';

/**
 * msw reads a request body with Node's fetch classes, which cannot read jsdom's File (the file
 * would arrive as "undefined" named "blob"); browsers have one set of classes. So this test builds
 * the form with Node's FormData and File.
 */
async function useNodeFormData(): Promise<void> {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', form.constructor);
}

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as multipart field `file` with the token and gives back the stored URL', async () => {
    await useNodeFormData();
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    let token: string | null = null;
    server.use(
      http.post(`*${API_PREFIX}${UploadApi.upload}`, async ({ request }) => {
        token = request.headers.get('token');
        const file = (await request.formData()).get('file');
        if (typeof file === 'string' || file === null) {
          return HttpResponse.json({ code: 4000, message: 'no file', data: { field: 'file' } });
        }
        return HttpResponse.json({
          code: 200,
          message: 'ok',
          data: {
            url: `/mock-oss/${file.name}`,
            name: file.name,
            size: file.size,
            contentType: file.type,
          },
        });
      }),
    );
    const file = new NodeFile(['%PDF-1.7 test'], 'licence.pdf', { type: 'application/pdf' });

    await expect(uploadFile(file as unknown as File)).resolves.toEqual({
      url: '/mock-oss/licence.pdf',
      name: 'licence.pdf',
      size: 13,
      contentType: 'application/pdf',
    });
    expect(token).toBe('access-1');
  });
});

import { screen } from '@testing-library/react';

import { BizError, request, TransportError } from '@/lib/request';
import { setTokens } from '@/lib/session/token-storage';
import { server } from '@mock/node';

import { fail, http, HttpResponse, renderFeedback, run } from './harness';

const PDF = '%PDF-1.7 invoice';

describe('request.file', () => {
  it('GETs a file by its own path, outside the API prefix, without the token: its bytes and type', async () => {
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    let seen: { path: string; token: string | null } | undefined;
    server.use(
      http.get('*/files/invoice.pdf', ({ request: sent }) => {
        seen = { path: new URL(sent.url).pathname, token: sent.headers.get('token') };
        return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );

    const file = await run(() => request.file('/files/invoice.pdf'));

    expect(seen).toEqual({ path: '/files/invoice.pdf', token: null });
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe(PDF);
  });

  it('reads an envelope in place of the file as the refusal it is, and toasts it', async () => {
    renderFeedback();
    server.use(http.get('*/files/invoice.pdf', () => fail(4003, '只能下载本企业的发票')));

    const error = await run(() => request.file('/files/invoice.pdf')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BizError);
    expect(error).toMatchObject({ code: 4003 });
    expect(await screen.findByText('只能下载本企业的发票')).toBeInTheDocument();
  });

  it('rejects with a TransportError for a missing file or a JSON body that is no refusal', async () => {
    server.use(http.get('*/files/gone.pdf', () => new HttpResponse('Not found', { status: 404 })));
    await expect(
      run(() => request.file('/files/gone.pdf', { skipErrorToast: true })),
    ).rejects.toMatchObject({ kind: 'http', status: 404 });

    server.use(http.get('*/files/odd.pdf', () => HttpResponse.json({ code: 200, data: null })));
    const odd = await run(() => request.file('/files/odd.pdf', { skipErrorToast: true })).catch(
      (e: unknown) => e,
    );
    expect(odd).toBeInstanceOf(TransportError);
    expect(odd).toMatchObject({ kind: 'server' });
  });
});

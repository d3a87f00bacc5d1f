import { UPLOAD_MAX_BYTES } from '@/contract/upload/limits';
import { UploadApi } from '@/contract/upload/paths';
import type { UploadResult } from '@/contract/upload/types';
import { db } from '@mock/core/store';
import { checkUpload } from '@mock/domains/upload/rules';
import { createSessionFor } from '@mock/testing';

import { call, multipart, ORIGIN } from './helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const ascii = (text: string) => new TextEncoder().encode(text);
/** The first bytes of each kind the call stores. */
const HEADS = {
  png: PNG,
  jpg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  webp: ascii('RIFF\x24\0\0\0WEBPVP8 '),
  pdf: ascii('%PDF-1.7\n'),
};

function fileBody(content: Uint8Array | string, filename: string, type: string) {
  return multipart([{ name: 'file', filename, type, content }]);
}

const upload = (body: { raw: BodyInit; contentType?: string }, token?: string, lang?: 'en-US') =>
  call<UploadResult>('POST', UploadApi.upload, {
    ...body,
    ...(token ? { token } : {}),
    ...(lang ? { lang } : {}),
  });

describe('upload rule', () => {
  it.each([
    ['licence.PNG', 'image/png', 'png'],
    ['photo.jpeg', 'image/jpeg', 'jpg'],
    ['scan.webp', '', 'webp'],
    ['contract.pdf', 'application/pdf', 'pdf'],
    ['blob', 'image/png', 'png'],
  ] as const)('accepts %s (%j) whose first bytes agree', (name, type, ext) => {
    expect(checkUpload({ name, type, size: 10 }, HEADS[ext])).toMatchObject({
      ok: true,
      value: { ext },
    });
  });

  it.each([
    ['a PDF named .png', 'scan.png', 'image/png', HEADS.pdf],
    ['a PNG named .jpg', 'photo.jpg', 'image/jpeg', HEADS.png],
    ['an HTML page named .pdf', 'invoice.pdf', 'application/pdf', ascii('<!doctype html>')],
    ['a text file sent as a PNG blob', 'blob', 'image/png', ascii('hello world')],
  ])('refuses %s from its first bytes', (_, name, type, head) => {
    expect(checkUpload({ name, type, size: 10 }, head)).toMatchObject({
      code: 4000,
      field: 'file',
      messageId: 'upload.content',
    });
  });

  it.each([
    [{ name: 'logo.svg', type: 'image/svg+xml', size: 10 }, 'upload.type'],
    [{ name: 'fake.png', type: 'text/html', size: 10 }, 'upload.type'],
    [{ name: 'noext', type: '', size: 10 }, 'upload.type'],
    [{ name: 'blob', type: 'text/plain', size: 10 }, 'upload.type'],
    [{ name: 'empty.png', type: 'image/png', size: 0 }, 'upload.empty'],
    [{ name: 'big.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES + 1 }, 'upload.size'],
  ])('refuses %j', (file, messageId) => {
    expect(checkUpload(file, HEADS.pdf)).toMatchObject({ code: 4000, field: 'file', messageId });
  });

  it('accepts exactly 5 MB', () => {
    const file = { name: 'a.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES };
    expect(checkUpload(file, HEADS.pdf).ok).toBe(true);
  });
});

describe(`POST ${UploadApi.upload}`, () => {
  it('stores the file and serves it back from its URL with its type', async () => {
    const { access_token: token } = createSessionFor('shipper');
    const reply = await upload(fileBody(PNG, 'licence.png', 'image/png'), token);
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      name: 'licence.png',
      size: PNG.length,
      contentType: 'image/png',
    });
    expect(reply.data?.url).toMatch(/^\/mock-oss\/[0-9a-f]{24}\.png$/);
    const served = await fetch(`${ORIGIN}${reply.data?.url ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('takes a FormData the way the app sends it, judging a nameless part by its type', async () => {
    const { access_token: token } = createSessionFor('shipper');
    const form = new FormData();
    // A Blob part has no file name of its own ("blob"): the type gives the extension.
    form.append('file', new Blob([PNG], { type: 'image/png' }));
    const reply = await upload({ raw: form }, token);
    expect(reply.data).toMatchObject({ name: 'blob', contentType: 'image/png' });
    expect(reply.data?.url).toMatch(/\.png$/);
  });

  it('gives 4098 without a token', async () => {
    expect((await upload(fileBody(PNG, 'a.png', 'image/png'))).code).toBe(4098);
  });

  it('gives 4000 on file for a type it does not take', async () => {
    const { access_token: token } = createSessionFor('shipper');
    expect(await upload(fileBody('<svg/>', 'logo.svg', 'image/svg+xml'), token, 'en-US')).toEqual({
      code: 4000,
      message: 'Only JPG, PNG or WEBP images and PDF files are accepted.',
      data: { field: 'file' },
    });
  });

  it('gives 4000 on file for a file whose bytes are not what its name says, storing nothing', async () => {
    const { access_token: token } = createSessionFor('shipper');
    const before = Object.keys(db.uploads).length;
    expect(
      await upload(fileBody(ascii('MZ not a picture'), 'photo.png', 'image/png'), token, 'en-US'),
    ).toEqual({
      code: 4000,
      message: 'The content of the file is not what its type says.',
      data: { field: 'file' },
    });
    expect(Object.keys(db.uploads)).toHaveLength(before);
  });

  it('stores a PDF', async () => {
    const { access_token: token } = createSessionFor('shipper');
    const reply = await upload(fileBody(HEADS.pdf, 'drawing.pdf', 'application/pdf'), token);
    expect(reply.data).toMatchObject({ name: 'drawing.pdf', contentType: 'application/pdf' });
    expect(reply.data?.url).toMatch(/^\/mock-oss\/[0-9a-f]{24}\.pdf$/);
  });

  it('gives 4000 on file above 5 MB', async () => {
    const { access_token: token } = createSessionFor('forwarder');
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    expect(await upload(fileBody(big, 'scan.pdf', 'application/pdf'), token)).toEqual({
      code: 4000,
      message: '文件不能超过 5 MB',
      data: { field: 'file' },
    });
  });

  it('gives 4000 on file for an empty file, no file part or no multipart body', async () => {
    const { access_token: token } = createSessionFor('forwarder');
    expect(await upload(fileBody('', 'empty.png', 'image/png'), token)).toMatchObject({
      code: 4000,
      message: '文件内容为空',
    });
    const noFile = multipart([{ name: 'title', content: 'x' }]);
    expect(await upload(noFile, token, 'en-US')).toEqual({
      code: 4000,
      message: 'File is required.',
      data: { field: 'file' },
    });
    expect((await upload({ raw: 'plain text', contentType: 'text/plain' }, token)).code).toBe(4000);
  });

  it('answers 404 for a file it does not have', async () => {
    const response = await fetch(`${ORIGIN}/mock-oss/0123456789abcdef01234567.png`);
    expect(response.status).toBe(404);
  });
});

import { http, HttpResponse } from 'msw';

import { FILE_HEAD_BYTES } from '@/contract/upload/file-type';
import { UploadApi } from '@/contract/upload/paths';
import type { UploadResult } from '@/contract/upload/types';

import { base64ToBytes, bytesToBase64 } from '../../core/base64';
import { endpoint } from '../../core/endpoint';
import { fromRejection, ok } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { applyLatency } from '../../core/latency';
import { randomToken } from '../../core/rand';
import { db } from '../../core/store';
import { checkUpload, findUpload, storeUpload } from './rules';

/** Where uploaded files are served from (the object-storage base URL of .env files). */
export const OSS_PATH = '/mock-oss';

interface UploadedPart {
  name: string;
  type: string;
  size: number;
  arrayBuffer: () => Promise<ArrayBuffer>;
}

/** The `file` part, if it is a file. Duck-typed: the File class differs between hosts. */
function filePart(form: FormData | undefined): UploadedPart | undefined {
  const part: unknown = form?.get('file');
  if (typeof part !== 'object' || part === null || !('arrayBuffer' in part)) return undefined;
  const blob = part as Blob & { name?: unknown };
  return {
    name: typeof blob.name === 'string' ? blob.name : '',
    type: blob.type,
    size: blob.size,
    arrayBuffer: () => blob.arrayBuffer(),
  };
}

/** Upload (logged in) and serving the stored files back. */
export const handlers = [
  endpoint('post', UploadApi.upload, async (ctx) => {
    const self = currentMember(ctx);
    const form = await ctx.request.formData().catch(() => undefined);
    const part = filePart(form);
    const bytes = new Uint8Array(part ? await part.arrayBuffer() : new ArrayBuffer(0));
    const checked = checkUpload(part, bytes.subarray(0, FILE_HEAD_BYTES));
    if (!checked.ok) return fromRejection(checked);
    const { ext, contentType } = checked.value;
    const row = storeUpload(db, {
      key: randomToken(12),
      name: checked.value.file.name,
      ext,
      contentType,
      size: bytes.byteLength,
      memberId: self.id,
      createdAt: ctx.now,
      data: bytesToBase64(bytes),
    });
    const result: UploadResult = {
      url: `${OSS_PATH}/${row.key}.${row.ext}`,
      name: row.name,
      size: row.size,
      contentType: row.contentType,
    };
    return ok(result);
  }),

  http.get(`*${OSS_PATH}/:name`, async ({ params }) => {
    await applyLatency(db.settings.latencyMs);
    const row = typeof params.name === 'string' ? findUpload(db, params.name) : undefined;
    if (!row?.data) return new HttpResponse('Not found', { status: 404 });
    const bytes = base64ToBytes(row.data);
    return new HttpResponse(bytes, {
      status: 200,
      headers: {
        'Content-Type': row.contentType,
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];

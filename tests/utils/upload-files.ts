import { File as NodeFile } from 'node:buffer';

/**
 * msw reads request bodies with Node's fetch classes, which cannot read jsdom's File, and antd's
 * upload copies a file that is not `instanceof File` into a new (jsdom) File, losing its bytes; a
 * browser has one set of classes. So an upload in a test uses Node's File and FormData from the
 * choice until the app has sent its form. `vi.unstubAllGlobals()` undoes it.
 */
export async function stubNodeFileClasses(): Promise<void> {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('File', NodeFile);
}

/**
 * Runs `run` with Node's File and FormData (see stubNodeFileClasses), for as short a time as
 * possible: jsdom's own form handling (a submit) crawls with them in place.
 */
export async function withNodeFileClasses<T>(run: () => Promise<T>): Promise<T> {
  await stubNodeFileClasses();
  try {
    return await run();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A file of `size` bytes starting with `head` (the mock checks names, types, sizes and first bytes). */
export function fileOf(head: Uint8Array | string, name: string, type: string, size = 2048): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : head;
  const bytes = new Uint8Array(Math.max(size, start.length));
  bytes.set(start);
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const pngFile = (name = 'licence.png', size = 2048) =>
  fileOf(PNG_SIGNATURE, name, 'image/png', size);

export const pdfFile = (name = 'drawing.pdf', size = 4096) =>
  fileOf('%PDF-1.7\n', name, 'application/pdf', size);

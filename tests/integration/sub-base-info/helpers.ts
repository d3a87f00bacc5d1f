import { File as NodeFile } from 'node:buffer';

import { screen } from '@testing-library/react';

import type { UserEvent } from '@testing-library/user-event';

/**
 * msw reads request bodies with Node's fetch classes, which cannot read jsdom's File; a browser has
 * one set of classes. So an upload here uses Node's File and FormData, for as short a time as
 * possible: jsdom's own form handling (a submit) crawls with them in place.
 */
async function withNodeFileClasses<T>(run: () => Promise<T>): Promise<T> {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('File', NodeFile);
  try {
    return await run();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A PNG-looking file of `size` bytes (the mock checks names, types and sizes, not pixels). */
export function pngFile(name = 'licence.png', size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
}

/**
 * Note: in jsdom, role queries over antd buttons become very slow (seconds per button) once an image
 * was uploaded on the page; after an upload, find buttons by their text where it matters.
 *
 * Chooses a PNG in the image field labelled `label` and waits until it is uploaded (its preview
 * button, named `previewName`, shows).
 */
export async function uploadImage(
  events: UserEvent,
  label: string,
  previewName: string,
  file = pngFile(),
): Promise<void> {
  await withNodeFileClasses(async () => {
    await events.upload(screen.getByLabelText(label), file);
    await screen.findByRole('button', { name: previewName }, { timeout: 10_000 });
  });
}

import { File as NodeFile } from 'node:buffer';

import type { FileKind } from '@/contract/upload/file-type';
import { acceptOf, fileProblem } from '@/lib/upload/check-file';

const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IMAGES: FileKind[] = ['jpeg', 'png'];
const ALL: FileKind[] = ['jpeg', 'png', 'webp', 'pdf'];

function file(head: number[] | string, name: string, type: string, size = 64): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);
  const bytes = new Uint8Array(size);
  bytes.set(start.subarray(0, size));
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

describe('fileProblem', () => {
  it.each([
    ['a PNG for an image field', file(PNG, 'licence.png', 'image/png'), IMAGES],
    ['a JPEG without a declared type', file([0xff, 0xd8, 0xff, 0xe0], 'a.JPG', ''), IMAGES],
    ['a nameless PNG blob', file(PNG, 'blob', 'image/png'), IMAGES],
    ['a PDF for attachments', file('%PDF-1.7', 'drawing.pdf', 'application/pdf'), ALL],
    ['a PNG of exactly 5 MB', file(PNG, 'big.png', 'image/png', 5 * MB), IMAGES],
  ])('lets %s through', async (_, chosen, kinds) => {
    await expect(fileProblem(chosen, kinds, 5 * MB)).resolves.toBeUndefined();
  });

  it.each([
    ['a GIF', file('GIF89a', 'anim.gif', 'image/gif'), IMAGES, 'type'],
    ['a PDF in an image field', file('%PDF-1.7', 'scan.pdf', 'application/pdf'), IMAGES, 'type'],
    ['a name and a type that disagree', file(PNG, 'a.gif', 'image/png'), IMAGES, 'type'],
    ['a PDF renamed .png', file('%PDF-1.7', 'photo.png', 'image/png'), ALL, 'type'],
    ['an HTML page renamed .pdf', file('<html>', 'offer.pdf', 'application/pdf'), ALL, 'type'],
    ['a PNG renamed .jpg', file(PNG, 'photo.jpg', 'image/jpeg'), IMAGES, 'type'],
    ['an empty PNG', file([], 'empty.png', 'image/png', 0), IMAGES, 'empty'],
    ['a PNG over 5 MB', file(PNG, 'big.png', 'image/png', 5 * MB + 1), IMAGES, 'size'],
  ])('refuses %s', async (_, chosen, kinds, problem) => {
    await expect(fileProblem(chosen, kinds, 5 * MB)).resolves.toBe(problem);
  });
});

describe('acceptOf', () => {
  it('lists the extensions and MIME types of the kinds', () => {
    expect(acceptOf(['jpeg', 'pdf'])).toBe('.jpg,.jpeg,.pdf,image/jpeg,application/pdf');
  });
});

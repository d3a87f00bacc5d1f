import { claimedKind, extensionOf, kindOfBytes } from '@/contract/upload/file-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('kindOfBytes', () => {
  it.each([
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), 'jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'png'],
    ['a WEBP', ascii('RIFF\x1a\x04\0\0WEBPVP8 '), 'webp'],
    ['a PDF', ascii('%PDF-1.7\n%âãÏÓ'), 'pdf'],
  ] as const)('knows %s from its first bytes', (_, head, kind) => {
    expect(kindOfBytes(head)).toBe(kind);
  });

  it.each([
    ['nothing', bytes()],
    ['a cut-off PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['a PNG signature with one byte wrong', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
    ['two bytes of a JPEG', bytes(0xff, 0xd8)],
    ['a GIF', ascii('GIF89a')],
    ['a RIFF that is no WEBP (a WAV)', ascii('RIFF\x24\0\0\0WAVEfmt ')],
    ['"%PDF" without its dash', ascii('%PDF1.7')],
    ['an HTML page', ascii('<!doctype html>')],
    ['a Windows program', ascii('MZ\x90\0\x03\0')],
    ['a ZIP (an Office file)', bytes(0x50, 0x4b, 0x03, 0x04)],
  ])('knows no kind in %s', (_, head) => {
    expect(kindOfBytes(head)).toBeUndefined();
  });
});

describe('extensionOf', () => {
  it.each([
    ['Scan.PDF', 'pdf'],
    ['photo.final.jpeg', 'jpeg'],
    ['/mock-oss/0a1b.png?v=2#x', 'png'],
    ['blob', undefined],
    ['dir.d/file', undefined],
  ])('reads %s as %s', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('claimedKind', () => {
  it.each([
    [{ name: 'a.JPG', type: 'image/jpeg' }, 'jpeg'],
    [{ name: 'a.jpeg', type: '' }, 'jpeg'],
    [{ name: 'contract.pdf', type: 'application/pdf' }, 'pdf'],
    [{ name: 'blob', type: 'image/png' }, 'png'],
    [{ name: 'a.gif', type: 'image/gif' }, undefined],
    [{ name: 'a.gif', type: 'image/png' }, undefined],
    [{ name: 'a.png', type: 'application/pdf' }, undefined],
    [{ name: 'blob', type: '' }, undefined],
    [{ name: 'notes.txt', type: 'text/plain' }, undefined],
  ] as const)('takes %j for %s', (file, kind) => {
    expect(claimedKind(file)).toBe(kind);
  });
});

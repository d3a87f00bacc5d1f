/**
 * What a file is, read from its first bytes (its signature), from its name's extension and from the
 * type the browser declared. The client and the server judge a file by the same rules.
 */

export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';

interface FileKindFacts {
  mime: string;
  /** Lower-case extensions, the usual one first (the one a stored file gets). */
  extensions: readonly string[];
  /** How people name the kind (the same in every language). */
  label: string;
}

export const FILE_KINDS: Record<FileKind, FileKindFacts> = {
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG' },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG' },
  webp: { mime: 'image/webp', extensions: ['webp'], label: 'WEBP' },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
};

/** How many bytes from a file's start `kindOfBytes` needs. */
export const FILE_HEAD_BYTES = 12;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Bytes at an offset, `undefined` standing for any byte. */
const SIGNATURES: readonly {
  kind: FileKind;
  at: number;
  bytes: readonly (number | undefined)[];
}[] = [
  { kind: 'jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // RIFF, the chunk size (any), WEBP.
  {
    kind: 'webp',
    at: 0,
    bytes: [...ascii('RIFF'), undefined, undefined, undefined, undefined, ...ascii('WEBP')],
  },
  { kind: 'pdf', at: 0, bytes: ascii('%PDF-') },
];

/** The kind a file's first bytes show, or undefined when they are none of the known kinds. */
export function kindOfBytes(head: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(({ at, bytes }) =>
    bytes.every((byte, index) => {
      const actual = head[at + index];
      return actual !== undefined && (byte === undefined || actual === byte);
    }),
  )?.kind;
}

/** The lower-case extension of a file name or URL path (`Scan.PDF` → `pdf`), if it has one. */
export function extensionOf(name: string): string | undefined {
  const path = name.replace(/[?#].*$/, '');
  return /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
}

/** The kind an extension names. */
export function kindOfExtension(ext: string | undefined): FileKind | undefined {
  if (ext === undefined) return undefined;
  return (Object.keys(FILE_KINDS) as FileKind[]).find((kind) =>
    FILE_KINDS[kind].extensions.includes(ext),
  );
}

/** The kind a MIME type names. */
export function kindOfMime(type: string): FileKind | undefined {
  return (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].mime === type);
}

/**
 * The kind a file claims to be: its extension decides, and a declared type must agree with it; a
 * name without an extension (a Blob sent as "blob") is judged by its declared type. Undefined when
 * the claim is unknown or contradicts itself.
 */
export function claimedKind(file: { name: string; type: string }): FileKind | undefined {
  const ext = extensionOf(file.name);
  const kind = ext === undefined ? kindOfMime(file.type) : kindOfExtension(ext);
  if (!kind || (file.type && file.type !== FILE_KINDS[kind].mime)) return undefined;
  return kind;
}

import {
  claimedKind,
  FILE_HEAD_BYTES,
  FILE_KINDS,
  kindOfBytes,
  type FileKind,
} from '@/contract/upload/file-type';

/** Why a chosen file is refused before it is sent. */
export type FileProblem = 'type' | 'size' | 'empty';

/** The first bytes of a file (fewer when it is shorter). */
async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
}

/**
 * Why `file` may not be sent to a field taking `kinds` up to `maxBytes`, if it may not: its name
 * (or declared type) first, then its size, then its first bytes, which must be what its name says,
 * as the server checks. A file that cannot be read is refused as of the wrong type.
 */
export async function fileProblem(
  file: File,
  kinds: readonly FileKind[],
  maxBytes: number,
): Promise<FileProblem | undefined> {
  const kind = claimedKind(file);
  if (!kind || !kinds.includes(kind)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  const head = await headOf(file).catch(() => new Uint8Array(0));
  return kindOfBytes(head) === kind ? undefined : 'type';
}

/** The file chooser's `accept` for these kinds: their extensions and MIME types. */
export function acceptOf(kinds: readonly FileKind[]): string {
  const extensions = kinds.flatMap((kind) => FILE_KINDS[kind].extensions.map((ext) => `.${ext}`));
  return [...extensions, ...kinds.map((kind) => FILE_KINDS[kind].mime)].join(',');
}

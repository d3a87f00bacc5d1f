import type { FileKind } from './file-type';

/** The largest file the upload call stores. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Every kind the upload call stores; a field may take fewer. */
export const UPLOAD_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf'];

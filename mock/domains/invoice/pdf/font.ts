import { readMockFile } from '../../../core/files';

/** Noto Sans CJK SC's ideographs and GB 2312's symbols, TrueType outlines (scripts/invoice-font.py; OFL.txt). */
const FONT_URL = new URL('./invoice-sans-sc.ttf', import.meta.url);

let font: Promise<Uint8Array> | undefined;

/** The invoice font's bytes, read once (again after a failed read). */
export function invoiceFont(): Promise<Uint8Array> {
  font ??= readMockFile(FONT_URL).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  return font;
}

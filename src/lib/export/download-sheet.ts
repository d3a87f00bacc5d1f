import { saveBlob } from '@/lib/download/download-file';

import { XLSX_TYPE, type SheetRequest } from './sheet';
import { writeSheet } from './write-sheet';

/** Writes the list's workbook and saves it as `request.fileName`. */
export async function downloadSheet<T>(request: SheetRequest<T>): Promise<void> {
  const buffer = await writeSheet(request);
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), request.fileName);
}

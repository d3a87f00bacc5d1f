import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The content streams of the page, decoded, as text. */
function pageContent(document: PDFDocument, index: number): string {
  const page = document.getPage(index);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => document.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
}

/**
 * The text of the QR code drawn on the first page of `bytes`, read as a phone would read it: the
 * page's filled rectangles (`re`, which only the code uses) put back on a grid, rendered to pixels
 * with a quiet zone, and decoded with jsQR. Undefined when there is none or it does not decode.
 */
export async function pdfQrText(bytes: Uint8Array): Promise<string | undefined> {
  const document = await PDFDocument.load(bytes);
  const rects = [
    ...pageContent(document, 0).matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g),
  ].map((match) => match.slice(1, 5).map(Number) as [number, number, number, number]);
  if (rects.length === 0) return undefined;
  const cell = Math.min(...rects.map(([, , , h]) => h));
  const left = Math.min(...rects.map(([x]) => x));
  const top = Math.max(...rects.map(([, y, , h]) => y + h));
  const size = Math.round((Math.max(...rects.map(([x, , w]) => x + w)) - left) / cell);
  const quiet = 4;
  const scale = 4;
  const width = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    const row = Math.round((top - (y + h)) / cell);
    const first = Math.round((x - left) / cell);
    const count = Math.round(w / cell);
    for (let column = first; column < first + count; column += 1) {
      for (let dy = 0; dy < scale * Math.round(h / cell); dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const px = (column + quiet) * scale + dx;
          const py = (row + quiet) * scale + dy;
          pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
        }
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}

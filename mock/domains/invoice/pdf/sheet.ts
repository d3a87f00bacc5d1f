/** One page of the invoice PDF: its size, the form's colours, and text and rules placed from the top. */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const MM = 72 / 25.4;
export const WIDTH = 241 * MM;
export const HEIGHT = 140 * MM;
export const MARGIN = 24;
export const RIGHT = WIDTH - MARGIN;
export const MIDDLE = WIDTH / 2;

/** The brown of the printed form; values in black. */
export const FORM = rgb(0.55, 0.27, 0.16);
export const INK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.4, 0.4, 0.4);

export type Align = 'left' | 'center' | 'right';

export class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
  ) {}

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /**
   * Text whose top is `top` points below the page's top edge. With `max`, text too wide is set in
   * smaller type, down to 6 points (for figures; words are wrapped before they get here).
   */
  text(
    value: string,
    x: number,
    top: number,
    size: number,
    { align = 'left', max, color = INK }: { align?: Align; max?: number; color?: typeof INK } = {},
  ): void {
    const fitting = max === undefined ? size : (max / this.width(value, size)) * size;
    const shownSize = Math.max(6, Math.min(size, fitting));
    const width = this.width(value, shownSize);
    const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    this.page.drawText(value, {
      x: left,
      y: HEIGHT - top - size * 0.88,
      size: shownSize,
      font: this.font,
      color,
    });
  }

  line(x1: number, top1: number, x2: number, top2: number, thickness = 0.8): void {
    this.page.drawLine({
      start: { x: x1, y: HEIGHT - top1 },
      end: { x: x2, y: HEIGHT - top2 },
      thickness,
      color: FORM,
    });
  }

  /** Characters stacked one above the other, centred on `x` between `top` and `bottom`. */
  vertical(value: string, x: number, top: number, bottom: number, size: number): void {
    const chars = [...value];
    const step = size + 3;
    const start = top + (bottom - top - chars.length * step) / 2;
    chars.forEach((char, index) => {
      this.text(char, x, start + index * step, size, { align: 'center', color: FORM });
    });
  }
}

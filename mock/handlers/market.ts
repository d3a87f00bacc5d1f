import type { RequestHandler } from 'msw';

/** The market calls (filled in by issue 5's work). */
export const market: RequestHandler[] = [];

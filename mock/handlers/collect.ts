import type { RequestHandler } from 'msw';

/** The collect calls (filled in by issue 5's work). */
export const collect: RequestHandler[] = [];

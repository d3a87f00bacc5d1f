import type { RequestHandler } from 'msw';

/** The news calls (filled in by issue 5's work). */
export const news: RequestHandler[] = [];

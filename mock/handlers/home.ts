import type { RequestHandler } from 'msw';

/** The home calls (filled in by issue 5's work). */
export const home: RequestHandler[] = [];

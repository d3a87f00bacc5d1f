import type { RequestHandler } from 'msw';

/** The enterprise calls (filled in by issue 5's work). */
export const enterprise: RequestHandler[] = [];

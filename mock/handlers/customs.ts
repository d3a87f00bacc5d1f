import type { HttpHandler } from 'msw';

/** HS codes and tariff (CustomsApi): public. Filled in by the HS mock. */
export const customs: HttpHandler[] = [];

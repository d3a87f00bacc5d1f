import { InvoiceApi } from '@/contract/invoice/paths';

import { endpoint } from '../../core/endpoint';
import { ok, reply } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { db } from '../../core/store';
import { deleteTitle, saveTitle, titlesOf } from './titles';
import { toTitle } from './views';

/** Until applications exist, no title is in use by one. */
const NO_APPLICATION = () => false;

/** Invoices: any member's titles. */
export const handlers = [
  endpoint('get', InvoiceApi.titles, (ctx) => ok(titlesOf(db, currentMember(ctx)).map(toTitle))),

  endpoint('post', InvoiceApi.saveTitle, async (ctx) => {
    const saved = saveTitle(db, currentMember(ctx), await ctx.json(), ctx.now);
    return reply(saved, toTitle);
  }),

  endpoint('post', InvoiceApi.deleteTitle, async (ctx) => {
    const body = await ctx.json();
    return reply(deleteTitle(db, currentMember(ctx), body.id, NO_APPLICATION), () => null);
  }),
];

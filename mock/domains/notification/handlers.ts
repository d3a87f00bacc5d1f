import { NotificationApi } from '@/contract/notification/paths';

import { endpoint } from '../../core/endpoint';
import { fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { pageParams } from '../../core/parse';
import { db } from '../../core/store';
import { isoCst } from '../../core/time';
import { preferencesOf, savePreferences } from './preferences';
import { myNotifications, readAllNotifications, readNotifications, unreadOf } from './rules';
import { toNotification } from './views';

/** Notifications: every call is the logged-in member's own (4098 otherwise). */
export const handlers = [
  endpoint('get', NotificationApi.page, (ctx) => {
    const self = currentMember(ctx);
    const { current, size } = pageParams(ctx.query);
    const rows = myNotifications(db, self, ctx.query);
    if (!rows.ok) return fromRejection(rows);
    const paged = page(rows.value, current, size);
    return ok({ ...paged, records: paged.records.map((row) => toNotification(row, ctx.lang)) });
  }),

  endpoint('get', NotificationApi.unread, (ctx) => {
    const { count, latest } = unreadOf(db, currentMember(ctx));
    return ok(latest ? { count, latestAt: isoCst(latest.createdAt) } : { count });
  }),

  endpoint('post', NotificationApi.read, async (ctx) => {
    const self = currentMember(ctx);
    return reply(readNotifications(db, self, await ctx.json(), ctx.now));
  }),

  endpoint('post', NotificationApi.readAll, async (ctx) => {
    const self = currentMember(ctx);
    return reply(readAllNotifications(db, self, await ctx.json(), ctx.now));
  }),

  endpoint('get', NotificationApi.preferences, (ctx) =>
    ok(preferencesOf(db, currentMember(ctx).id)),
  ),

  endpoint('post', NotificationApi.savePreferences, async (ctx) => {
    const self = currentMember(ctx);
    return reply(savePreferences(db, self.id, await ctx.json(), ctx.now));
  }),
];

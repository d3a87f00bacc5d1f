import {
  formatNotificationSearch,
  parseNotificationSearch,
} from '@/features/notification/utils/notification-search';

describe('parseNotificationSearch', () => {
  it('reads the view, group, unread filter and page', () => {
    expect(
      parseNotificationSearch(new URLSearchParams('view=preferences&group=order&unread=1&page=3')),
    ).toEqual({ view: 'preferences', group: 'order', unread: true, current: 3 });
  });

  it('drops an unknown view or group and a page that is not a whole number', () => {
    expect(
      parseNotificationSearch(new URLSearchParams('view=x&group=toString&unread=yes&page=2.5')),
    ).toEqual({ view: 'list', group: undefined, unread: false, current: 1 });
  });
});

describe('formatNotificationSearch', () => {
  it('leaves the defaults out', () => {
    const bare = { view: 'list', group: undefined, unread: false, current: 1 } as const;
    expect(formatNotificationSearch(bare).toString()).toBe('');
    expect(
      formatNotificationSearch({ ...bare, group: 'coupon', unread: true, current: 2 }).toString(),
    ).toBe('group=coupon&unread=1&page=2');
  });
});

import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const memberDashboard: Catalogue<typeof zh> = {
  'dashboard.title': 'Trade figures',
  'dashboard.loadFailed': 'The trade figures could not be loaded',
  'dashboard.empty.shipper':
    'No paid orders in the last 12 months yet. Once you issue a tender and pay for it, your spend and how it compares with the market show here.',
  'dashboard.empty.carrier':
    'No bids, payments or coupon redemptions in the last 12 months yet. Once you bid on tenders, your figures show here.',
  'dashboard.emptyAction.shipper': 'Issue a tender',
  'dashboard.emptyAction.carrier': 'Go to the tender hall',
  'dashboard.rates': 'All amounts in yuan; {rates}.',
  'dashboard.rate': '{currency} at <ltr>1 {currency} = {rate} yuan</ltr>',
  'dashboard.ratesNone': 'All amounts in yuan.',
  'dashboard.col.month': 'Month',
  'dashboard.col.lane': 'Lane',
  'dashboard.col.orders': 'Orders',
  'dashboard.col.spend': 'Spend',
  'dashboard.col.awarded': 'Awarded',
  'dashboard.col.median': 'Market median',
  'dashboard.col.difference': 'Difference',
  'dashboard.col.bids': 'Bids',
  'dashboard.col.won': 'Won',
  'dashboard.col.lost': 'Lost',
  'dashboard.col.revenue': 'Revenue',
  'dashboard.col.redeemed': 'Redeemed',
  'dashboard.col.discount': 'Discount given',
  'dashboard.spend.title': 'Spend per month',
  'dashboard.spend.label': 'Spend on paid orders per month, last 12 months, in yuan',
  'dashboard.spend.series': 'Spend',
  'dashboard.spend.point':
    '{month}: {count, plural, one {# order} other {# orders}}, spend {amount}',
  'dashboard.spend.summary':
    'In the last 12 months you paid {count, plural, one {# order} other {# orders}}, {total} in all; the most in {month} ({amount}).',
  'dashboard.lanes.title': 'Spend by lane',
  'dashboard.lanes.label': 'The lanes with the most spend, last 12 months, in yuan',
  'dashboard.lanes.point':
    '{lane}: {count, plural, one {# order} other {# orders}}, spend {amount}',
  'dashboard.lanes.summary':
    'Your largest lane is {lane}: {count, plural, one {# order} other {# orders}}, {amount} in all.',
  'dashboard.lanes.none': 'No freight orders from tenders in the last 12 months.',
  'dashboard.market.title': 'Against the market',
  'dashboard.market.label': 'Awarded prices against the market median by lane, in yuan',
  'dashboard.market.series.awarded': 'Awarded',
  'dashboard.market.series.median': 'Market median',
  'dashboard.market.point':
    '{lane}: {count, plural, one {# order} other {# orders}}, awarded {awarded}, market median {median}',
  'dashboard.market.saved':
    'Against the lane index median of the week each tender was issued, you paid {amount} less on {count, plural, one {# tender order} other {# tender orders}} (awarded {awarded}, market median {median}).',
  'dashboard.market.overpaid':
    'Against the lane index median of the week each tender was issued, you paid {amount} more on {count, plural, one {# tender order} other {# tender orders}} (awarded {awarded}, market median {median}).',
  'dashboard.market.even':
    'Against the lane index median of the week each tender was issued, {count, plural, one {# tender order was} other {# tender orders were}} awarded at the market ({awarded}).',
  'dashboard.market.uncompared':
    '{count, plural, one {# more order was} other {# more orders were}} not compared: the lane had no rate in its tender’s week.',
  'dashboard.market.none': 'No tender order of the last 12 months to compare with the market.',
  'dashboard.market.note':
    'Awarded = the order amount, before any coupon; market median = the quantity of each container type (cbm for LCL) × the lane index’s all-in median in the tender’s week.',
  'dashboard.bids.title': 'Bids and wins',
  'dashboard.bids.label': 'Bids placed and won per month, last 12 months',
  'dashboard.bids.series.bids': 'Bids',
  'dashboard.bids.series.won': 'Won',
  'dashboard.bids.point':
    '{month}: {bids, plural, one {# bid} other {# bids}}, {won} won, {lost} lost',
  'dashboard.bids.summary':
    'In the last 12 months you placed {bids, plural, one {# bid} other {# bids}}; of the {decided} decided, you won {won}: a win rate of {rate}.',
  'dashboard.bids.noDecided':
    'In the last 12 months you placed {bids, plural, one {# bid; it is not decided yet} other {# bids; none is decided yet}}.',
  'dashboard.revenue.title': 'Revenue per month',
  'dashboard.revenue.label': 'Payments received per month, last 12 months, in yuan',
  'dashboard.revenue.series': 'Revenue',
  'dashboard.revenue.point':
    '{month}: {count, plural, one {# order} other {# orders}}, revenue {amount}',
  'dashboard.revenue.summary':
    'In the last 12 months you were paid for {count, plural, one {# order} other {# orders}}, {total} in all; the most in {month} ({amount}).',
  'dashboard.coupons.title': 'Coupon redemptions',
  'dashboard.coupons.label': 'Your coupons redeemed per month, last 12 months',
  'dashboard.coupons.series': 'Redeemed',
  'dashboard.coupons.point': '{month}: {count} redeemed, {amount} off',
  'dashboard.coupons.summary':
    'In the last 12 months {count, plural, one {# of your coupons was} other {# of your coupons were}} redeemed, taking {amount} off.',
  'dashboard.coupons.unpriced':
    'Of those, {count, plural, one {# percentage coupon was redeemed at your counter without an order amount; its discount is not counted} other {# percentage coupons were redeemed at your counter without an order amount; their discount is not counted}}.',
  'dashboard.zero': 'None in the last 12 months.',
};

export default memberDashboard;

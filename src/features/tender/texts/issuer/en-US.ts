import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const issuer: Catalogue<typeof zh> = {
  'issuer.mine.title': 'My tenders',
  'issuer.mine.filter': 'Filter by status',
  'issuer.mine.filterAll': 'All statuses',
  'issuer.mine.loadFailed': 'Your tenders could not be loaded',
  'issuer.mine.empty': 'No tenders yet',
  'issuer.mine.total': '{total} tenders',
  'issuer.mine.pick': 'Choose “Compare bids” on a tender to see and compare its bids.',
  'issuer.mine.col.tender': 'Tender',
  'issuer.mine.col.tenderNo': 'Tender no.',
  'issuer.mine.col.status': 'Status',
  'issuer.mine.col.deadline': 'Bid deadline',
  'issuer.mine.col.bids': 'Bids',
  'issuer.mine.col.action': 'Action',
  'issuer.mine.compare': 'Compare bids',
  'issuer.mine.compareLabel': 'Compare bids: {title}',

  'issuer.bids.title': 'Bids on {title}',
  'issuer.bids.viewTender': 'View tender',
  'issuer.bids.loadFailed': 'The bids could not be loaded',
  'issuer.bids.empty': 'No bids yet',
  'issuer.bids.deadlineIn': 'Deadline in',
  'issuer.bids.currency': 'Tender currency {currency}',
  'issuer.bids.col.bidder': 'Bidder',
  'issuer.bids.col.total': 'Total',
  'issuer.bids.col.carrier': 'Carrier',
  'issuer.bids.col.transit': 'Transit (days)',
  'issuer.bids.col.etd': 'ETD',
  'issuer.bids.col.validUntil': 'Valid until',
  'issuer.bids.col.freeDays': 'Free days',
  'issuer.bids.col.status': 'Status',
  'issuer.bids.col.revision': 'Revisions',
  'issuer.bids.col.action': 'Action',
  'issuer.bids.converted': '≈ {amount} (1 {from} = {rate} {to}, rate of {date})',
  'issuer.bids.breakdown': 'Cost breakdown',
  'issuer.bids.freight': 'Ocean freight {type}',
  'issuer.bids.freightCbm': 'Ocean freight (per cbm)',
  'issuer.bids.remarks': 'Remarks: {remarks}',
  'issuer.bids.award': 'Award',
  'issuer.bids.awardLabel': 'Award to {bidder}',

  'issuer.award.confirmTitle': 'Award this bid?',
  'issuer.award.confirmBody':
    'The tender goes to {bidder} for {amount}. The other bids become lost, and an order is created for this locked amount.',
  'issuer.award.ok': 'Award',
  'issuer.award.done': 'Awarded to {bidder}. Order {orderNo} has been created.',

  'issuer.cancel.action': 'Cancel tender',
  'issuer.cancel.confirmTitle': 'Cancel this tender?',
  'issuer.cancel.confirmBody':
    'It can then receive no bids and no award, and this cannot be undone.',
  'issuer.cancel.ok': 'Cancel tender',
  'issuer.cancel.keep': 'Keep it',
  'issuer.cancel.done': 'The tender has been cancelled',
  'issuer.action.failed': 'That did not work',
  'issuer.action.conflict': 'The tender has changed meanwhile: it has been reloaded',

  'issuer.order.label': 'Order {orderNo}',
  'issuer.order.amount': 'Amount {amount} (locked at the award)',
  'issuer.market.col': 'Against the market',
  'issuer.market.position.below': 'Below the market range',
  'issuer.market.position.within': 'Within the market range',
  'issuer.market.position.above': 'Above the market range',
  'issuer.market.vsMedian':
    '{direction, select, below {{percent} under the median} above {{percent} over the median} other {at the median}}',
  'issuer.market.none': 'No market data',
  'issuer.market.loading': 'Loading the market',
  'issuer.market.title': 'Bids against the market',
  'issuer.market.chartLabel': "Each bid's total against the market range ({currency})",
  'issuer.market.series.bid': 'Bid total',
  'issuer.market.series.low': 'Market low',
  'issuer.market.series.median': 'Market median',
  'issuer.market.series.high': 'Market high',
  'issuer.market.point': '{bidder}: total {total}, {position}, {vsMedian}',
  'issuer.market.summary':
    "For this tender's containers, the lane's market in the week of {week}: median {median}, range {low} to {high}.",
  'issuer.market.rate':
    'Market rates are published in US dollars, converted at the rate of {date}: 1 USD = {rate} {currency}.',
  'issuer.market.counts': 'Bids below the range: {below}; within it: {within}; above it: {above}.',
  'issuer.market.noBand':
    'The lane had no rate on the market in the week this tender was issued, so the bids cannot be placed against it.',
  'issuer.market.noBids': 'No bid to compare with the market yet.',
  'issuer.market.loadFailed': 'The market comparison could not be loaded',
  'issuer.order.pay': 'Pay now',
  'issuer.order.view': 'View order',
  'issuer.order.loadFailed': 'The order status could not be loaded right now',
};

export default issuer;

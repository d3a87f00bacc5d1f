import {
  couponScenario,
  shipmentScenario,
  tradeHistoryScenario,
  tradeScenario,
} from '../scenarios';
import { authDomain } from './auth/domain';
import { bidDomain } from './bid/domain';
import { couponDomain } from './coupon/domain';
import { devtoolsDomain } from './devtools/domain';
import { directoryDomain } from './directory/domain';
import { favouriteDomain } from './favourite/domain';
import { homeDomain } from './home/domain';
import { hsCodeDomain } from './hs-code/domain';
import { invoiceDomain } from './invoice/domain';
import { marketDomain } from './market/domain';
import { memberDomain } from './member/domain';
import { newsDomain } from './news/domain';
import { notificationDomain } from './notification/domain';
import { orderDomain } from './order/domain';
import { referenceDomain } from './reference/domain';
import { scheduleDomain } from './schedule/domain';
import { shipmentDomain } from './shipment/domain';
import { tenderDomain } from './tender/domain';
import { uploadDomain } from './upload/domain';

import type { MockDomain } from '../core/registry';

/**
 * The composition root: every domain of the mock back end, each with what it registers (handlers,
 * tables, seed, settle step, messages), and the seeded stories that span domains (mock/scenarios).
 * The order is the seed's and the settle steps': a seed may build on the rows of one listed before
 * it (the trade on the demo accounts, coupons on the trade's orders); before a request,
 * certifications are decided, then tenders closed, then unpaid orders expired.
 */
export const domains: readonly MockDomain[] = [
  authDomain,
  memberDomain,
  notificationDomain,
  referenceDomain,
  tenderDomain,
  bidDomain,
  orderDomain,
  tradeScenario,
  directoryDomain,
  marketDomain,
  newsDomain,
  favouriteDomain,
  couponScenario,
  couponDomain,
  invoiceDomain,
  homeDomain,
  scheduleDomain,
  hsCodeDomain,
  uploadDomain,
  shipmentDomain,
  shipmentScenario,
  devtoolsDomain,
  tradeHistoryScenario,
];

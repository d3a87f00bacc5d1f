import account from './account';
import auth from './auth';
import bid from './bid';
import center from './center';
import codes from './codes';
import common from './common';
import coupon from './coupon';
import couponIssuer from './coupon-issuer';
import devtools from './devtools';
import directory from './directory';
import enterprise from './enterprise';
import errors from './errors';
import favourite from './favourite';
import forms from './forms';
import home from './home';
import hsCode from './hs-code';
import invoice from './invoice';
import issuer from './issuer';
import layout from './layout';
import market from './market';
import marketMine from './market-mine';
import member from './member';
import menu from './menu';
import mockPanel from './mock-panel';
import news from './news';
import notification from './notification';
import order from './order';
import other from './other';
import pages from './pages';
import schedule from './schedule';
import tender from './tender';
import tenderIssue from './tender-issue';
import trade from './trade';
import upload from './upload';
import wechat from './wechat';

import type { Catalogue } from '../types';
import type zhCN from '../zh-CN';

const arEG: Catalogue<typeof zhCN> = {
  ...common,
  ...codes,
  ...errors,
  ...menu,
  ...layout,
  ...pages,
  ...auth,
  ...devtools,
  ...mockPanel,
  ...other,
  ...forms,
  ...member,
  ...account,
  ...wechat,
  ...enterprise,
  ...center,
  ...trade,
  ...tender,
  ...tenderIssue,
  ...issuer,
  ...bid,
  ...order,
  ...home,
  ...favourite,
  ...news,
  ...notification,
  ...schedule,
  ...hsCode,
  ...directory,
  ...market,
  ...marketMine,
  ...coupon,
  ...couponIssuer,
  ...invoice,
  ...upload,
};

export default arEG;

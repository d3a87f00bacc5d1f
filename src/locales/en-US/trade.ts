import type { Catalogue } from '../types';
import type zh from '../zh-CN/trade';

const trade: Catalogue<typeof zh> = {
  'trade.port.none': 'No matching port',
  'trade.countdown.days': '{days} d {clock}',
  'trade.countdown.ended': 'Closed',
};

export default trade;

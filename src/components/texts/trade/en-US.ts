import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const trade: Catalogue<typeof zh> = {
  'trade.port.none': 'No matching port',
  'trade.port.failed': 'The ports could not be loaded. Type again or reopen the list to retry.',
  'trade.countdown.days': '{days} d {clock}',
  'trade.countdown.ended': 'Closed',
  'trade.lane.to': 'to',
  'trade.lane.pol': 'Port of loading',
  'trade.lane.pod': 'Port of discharge',
  'trade.lane.portPlaceholder': 'Port name or code',
  'trade.lane.shipmentType': 'Shipment type',
  'trade.lane.containerType': 'Container type',
  'trade.lane.carrier': 'Carrier',
  'trade.lane.any': 'Any',
  'trade.lane.reset': 'Clear filters',
  'trade.tenderFacts.lane': 'Lane',
  'trade.tenderFacts.shipmentType': 'Shipment type',
  'trade.tenderFacts.containers': 'Containers',
  'trade.tenderFacts.lcl': 'Volume / weight / packages',
  'trade.tenderFacts.containerLine': '{quantity} × {type}',
  'trade.tenderFacts.separator': ', ',
  'trade.tenderFacts.lclSize':
    '{volume} m³ · {weight} kg · {packages, plural, one {# package} other {# packages}}',
  'trade.tenderFacts.cargo': 'Cargo',
  'trade.tenderFacts.hsCode': 'HS code',
  'trade.tenderFacts.incoterm': 'Incoterm',
  'trade.tenderFacts.readyDate': 'Cargo ready',
  'trade.tenderFacts.bidDeadline': 'Bid deadline',
  'trade.tenderFacts.budget': 'Budget',
  'trade.tenderFacts.budgetOpen': 'No budget set',
  'trade.laneTender.offer': 'Issue a tender for this lane',
  'trade.tenderFacts.notGiven': 'Not given',
};

export default trade;

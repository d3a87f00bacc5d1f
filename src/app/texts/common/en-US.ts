import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const common: Catalogue<typeof zh> = {
  'common.appName': 'Freight Trading Platform',
  'common.appShortName': 'Freight Trading',
  'common.loading': 'Loading…',
  'request.loading': 'loading',
  'common.retry': 'Retry',
  'common.reload': 'Reload page',
  'common.partFailed': 'This part of the page did not load',
  'common.link.refused.malformed': 'Not opened: the address is not valid',
  'common.link.refused.scheme': 'Not opened: only https addresses are',
  'common.link.refused.host':
    'Not opened, for your safety: the address is not on this site or its file storage',
  'common.link.refused.credentials':
    'Not opened, for your safety: the address holds a user name or password',
  'common.link.newTab': '{site} (opens in a new tab)',
  'common.fieldFailed': 'This field could not open. Check your connection and try again.',
  'common.backHome': 'Back to home',
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.save': 'Save',
  'common.submit': 'Submit',
  'common.search': 'Search',
  'common.reset': 'Reset',
  'common.clear': 'Clear',
  'common.busy': 'In progress',
  'common.pager.prev': 'Previous page',
  'common.pager.next': 'Next page',
  'common.empty': 'No data',
  'common.userType.1': 'Foreign-trade enterprise',
  'common.userType.2': 'Freight forwarder',
  'common.userType.3': 'Container consolidator',
  'common.favourite.label': 'Favourite',
  'common.favourite.added': 'Favourited',
  'common.favourite.add': 'Favourite {name}',
  'common.favourite.remove': 'Remove {name} from favourites',
  'common.copy': 'Copy {field}',
  'common.copied': '{field} copied',
  'common.copyFailed': 'Could not copy; select the text and copy it',
  'common.lane': '{pol} → {pod}',
  'common.tabPosition': 'Tab {position} of {count}',
  'common.draft.restored':
    'What you typed and had not submitted has been restored (saved on this device {time}).',
  'common.draft.discard': 'Discard draft',
  'common.draft.discarded': 'Draft discarded',
};

export default common;

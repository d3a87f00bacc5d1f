import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const errors: Catalogue<typeof zh> = {
  'errors.timeout': 'The request timed out. Check your connection and try again.',
  'errors.offline': 'You are offline. Check your network connection and try again.',
  'errors.network': 'Cannot reach the server. Please try again later.',
  'errors.server': 'Something went wrong on the server. Please try again later.',
  'errors.contract': "The server's reply could not be read. Please try again later.",
  'errors.http': 'The request failed ({status}). Please try again later.',
  'errors.unknown': 'Something went wrong. Please try again later.',
  'errors.sessionExpired': 'Your session has expired. Please log in again.',
  'errors.loginRequired': 'Please log in first.',
  'errors.localeLoadFailed':
    'The language could not be changed. Check your connection and try again.',
};

export default errors;

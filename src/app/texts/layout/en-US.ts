import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const layout: Catalogue<typeof zh> = {
  'layout.skipToContent': 'Skip to main content',
  'layout.nav.label': 'Main navigation',
  'layout.nav.open': 'Open the navigation menu',
  'layout.nav.drawerTitle': 'Menu',
  'layout.nav.failed': 'The navigation menu did not load',
  'layout.nav.reloadNeeded':
    'The network is back, but the browser keeps the file that failed: reload the page to open the menu. The links below work now.',
  'layout.language.menu': 'Language: {language}',
  'layout.language.name.zhCN': '简体中文',
  'layout.language.name.enUS': 'English',
  'layout.language.name.arEG': 'العربية',
  'layout.language.short.zhCN': '中',
  'layout.language.short.enUS': 'EN',
  'layout.language.short.arEG': 'ع',
  'layout.member.center': 'Member centre',
  'layout.member.logout': 'Log out',
  'layout.footer.nav': 'Footer',
  'layout.footer.tagline':
    'The freight marketplace connecting foreign-trade enterprises, forwarders and consolidators',
  'layout.footer.copyright': '© {year} {appName}. All rights reserved.',
  'layout.progress': 'Loading the page',
  'layout.guard.checking': 'Checking your session…',
  'layout.guard.unconfirmed.title': 'We could not confirm your session',
  'layout.guard.unconfirmed.description':
    'The network or the server is unavailable for now. Your login has been kept; check your connection and try again.',
  'layout.chunk.title': 'This page did not load',
  'layout.chunk.description':
    'The connection may be unstable, or the platform has just been updated. Try loading this page again, or reload the whole page.',
  'layout.chunk.failedAgain':
    'It still did not load. Check your connection and try again, or reload the whole page.',
  'layout.chunk.script': 'Its program file did not download, or took too long.',
  'layout.chunk.style': 'Its style sheet did not download, so it cannot be shown properly.',
  'layout.popup.failed': 'A message or dialog could not be shown',
  'layout.notice.close': 'Close',
  'layout.section.failed': 'This part of the page could not be shown',
  'layout.section.failedDetail': 'The rest of the page still works. You can try again.',
  'layout.error.title': 'Something went wrong on this page',
  'layout.error.description':
    'An unexpected error occurred while showing this page. Try again or go back home; the rest of the platform still works.',
  'layout.error.rootDescription':
    'The application hit an unexpected error. Reload the page; if it persists, try again later.',
};

export default layout;

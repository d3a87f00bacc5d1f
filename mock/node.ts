import { setupServer } from 'msw/node';

import { readFilesFromDisk } from './core/node-files';
import { installDomains } from './core/store';
import { domains } from './domains';

readFilesFromDisk();

/** msw for Vitest: no latency (the default of a freshly seeded database), no persistence. */
export const server = setupServer(...installDomains(domains));

import { setupServer } from 'msw/node';

import { handlers } from './core/handlers';
import { readFilesFromDisk } from './core/node-files';

readFilesFromDisk();

/** msw for Vitest: no latency (the default of a freshly seeded database), no persistence. */
export const server = setupServer(...handlers);

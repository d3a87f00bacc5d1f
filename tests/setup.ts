// Every test file runs in a worker that has already run other files (no isolation: loading React,
// antd and jsdom once per worker is most of the time saved). What one file leaves behind must not
// reach the next, so each file starts from fresh app and mock modules (the packages under
// node_modules stay loaded), a fresh database, empty storage and dayjs's own locale.
import dayjs from 'dayjs';

vi.resetModules();
dayjs.locale('en');

const { resetDb } = await import('@mock/core/store');
const { server } = await import('@mock/node');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());

// Registered last so that its clean-up (unmounting the page) runs before the resets above.
if (typeof document !== 'undefined') await import('./setup-dom');

// Every test file runs in a worker that has already run other files (no isolation: loading React,
// antd and jsdom once per worker is most of the time saved). What one file leaves behind must not
// reach the next, so each file starts from fresh app and mock modules (the packages under
// node_modules stay loaded), a fresh database, empty storage and dayjs's own locale.
import dayjs from 'dayjs';

vi.resetModules();
dayjs.locale('en');

const { resetDbIfUsed } = await import('@mock/core/store');
const { listenToReplies } = await import('@mock/core/endpoint');
const { server } = await import('@mock/node');
const { replyMismatch } = await import('./utils/reply-schemas');

// Every reply of the mock's own handlers, in every test, is checked against the contract's schema
// of its path: the mock may not send what the app would refuse.
const mismatches: string[] = [];
listenToReplies((path, data) => {
  const mismatch = replyMismatch(path, data);
  if (mismatch) mismatches.push(`${path}: ${mismatch}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  const found = mismatches.splice(0);
  if (found.length > 0) {
    throw new Error(`the mock answered outside the contract:\n${found.join('\n')}`);
  }
});
afterEach(() => {
  server.resetHandlers();
  resetDbIfUsed();
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());

// Registered last so that its clean-up (unmounting the page) runs before the resets above.
if (typeof document !== 'undefined') await import('./setup-dom');

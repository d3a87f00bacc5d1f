import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { mainThreadTime } from '../../../.ci/bench-main-thread';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A trace file of `events`, as Lighthouse saves one (an object with `traceEvents`). */
function traceFile(events: object[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-'));
  folders.push(folder);
  const file = path.join(folder, 'run-0.trace.json');
  fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
  return file;
}

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, dur: number, tdur?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('mainThreadTime', () => {
  it("sums the page's main thread's tasks on the clock and on the CPU, in ms", () => {
    const file = traceFile([
      // The blank page Lighthouse opens first: a renderer with fewer tasks.
      thread(1, 1, 'CrRendererMain'),
      task(1, 1, 90_000, 90_000),
      // The page: its main thread, and its compositor, whose tasks are not the main thread's.
      thread(2, 2, 'CrRendererMain'),
      thread(2, 3, 'Compositor'),
      task(2, 2, 80_000, 3_000),
      task(2, 2, 40_000, 20_000),
      task(2, 2, 1_500),
      task(2, 3, 500_000, 500_000),
    ]);
    expect(mainThreadTime(file)).toEqual({ wallMs: 121.5, cpuMs: 24.5 });
  });

  it('is undefined for a trace with no renderer main thread', () => {
    expect(mainThreadTime(traceFile([thread(1, 1, 'CrBrowserMain'), task(1, 1, 10)]))).toBe(
      undefined,
    );
  });
});

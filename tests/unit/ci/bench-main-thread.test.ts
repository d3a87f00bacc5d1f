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
const task = (pid: number, tid: number, dur: number, tdur?: number, ts = 0) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
const firstPaint = (pid: number, ts: number) => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid,
  tid: pid,
  ts,
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
    // No first paint in this trace: every task counts; 4 × 20 ms of CPU is 30 ms over 50.
    expect(mainThreadTime(file, 4)).toEqual({ wallMs: 121.5, cpuMs: 24.5, cpuBlockingMs: 30 });
  });

  it("counts blocking time from the tasks' CPU time, slowed as the phone is, from the page's first paint on", () => {
    const file = traceFile([
      thread(2, 2, 'CrRendererMain'),
      // The blank page's paint, in another renderer, is not the page's.
      firstPaint(1, 10_000),
      firstPaint(2, 100_000),
      // Ended before the page's first paint: not counted, however long.
      task(2, 2, 60_000, 60_000, 0),
      // Half of it after the first paint: 4 × 20 ms, 30 ms over 50 (Lighthouse clips a task so).
      task(2, 2, 40_000, 40_000, 80_000),
      // 40 ms on the clock, 10 ms on the CPU: 4 × 10 is under 50, so it blocks nothing.
      task(2, 2, 40_000, 10_000, 200_000),
      // 4 × 30 ms = 120: 70 ms over 50.
      task(2, 2, 35_000, 30_000, 300_000),
    ]);
    expect(mainThreadTime(file, 4)?.cpuBlockingMs).toBe(30 + 70);
    // A desktop run is not slowed: only a task over 50 ms of CPU would block.
    expect(mainThreadTime(file, 1)?.cpuBlockingMs).toBe(0);
  });

  it('is undefined for a trace with no renderer main thread', () => {
    expect(mainThreadTime(traceFile([thread(1, 1, 'CrBrowserMain'), task(1, 1, 10)]), 4)).toBe(
      undefined,
    );
  });
});

// Part of `npm run bench`: how long the page's main thread was busy in a Lighthouse run, on the
// clock and on the CPU, read from the run's trace. Lighthouse's simulated phone multiplies each
// task's clock time by four; a task whose thread waited for a core (Lighthouse, the browser's
// other processes and the mock share this machine's cores) counts that wait four times too. The
// two figures side by side say how much of a sitting's blocking time was the app's own work, and
// the blocking time counted from the CPU alone says what the page's own work would block.
import fs from 'node:fs';

/** One trace event, as far as it is read here. */
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  /** When it began, µs. */
  ts?: number;
  /** Clock time, µs. */
  dur?: number;
  /** The thread's CPU time, µs. */
  tdur?: number;
  args?: { name?: string };
}

/** The main thread's time in tasks, ms: on the clock, and on the CPU. */
export interface MainThreadTime {
  wallMs: number;
  cpuMs: number;
  /**
   * Total blocking time as Lighthouse counts it (each task's part from the first contentful paint
   * on, its time multiplied by the simulated phone's slowdown, over 50 ms), from the tasks' CPU time
   * instead of their clock time: the blocking time of the page's own work, without its waits for
   * a core.
   */
  cpuBlockingMs: number;
}

/** A task's time up to this, on Lighthouse's slowed clock, does not block. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The main thread's time in tasks in a trace Lighthouse saved (`--save-assets`): the renderer's
 * main thread with the most tasks (the page's, not the blank page Lighthouse opens first).
 * `slowdown` is the simulated phone's CPU slowdown (its report's `cpuSlowdownMultiplier`).
 */
export function mainThreadTime(traceFile: string, slowdown: number): MainThreadTime | undefined {
  const parsed = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const tasksOf = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.dur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    const tasks = tasksOf.get(key) ?? [];
    tasks.push(event);
    tasksOf.set(key, tasks);
  }
  const mains = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => tasksOf.get(`${event.pid}:${event.tid}`) ?? []);
  const tasks = mains.sort((a, b) => b.length - a.length)[0];
  if (!tasks?.length) return undefined;
  const cpuOf = (task: TraceEvent) => task.tdur ?? task.dur ?? 0;
  const sum = (of: (task: TraceEvent) => number) =>
    tasks.reduce((total, task) => total + of(task), 0) / 1000;
  // The page's first contentful paint, from its own renderer; without one every task counts.
  const paint = events
    .filter((event) => event.name === 'firstContentfulPaint' && event.pid === tasks[0]?.pid)
    .reduce((first, event) => Math.min(first, event.ts ?? Infinity), Infinity);
  const from = Number.isFinite(paint) ? paint : -Infinity;
  // A task running across the paint counts with its share after it, as Lighthouse clips it.
  const blocking = tasks.reduce((total, task) => {
    const start = task.ts ?? 0;
    const dur = task.dur ?? 0;
    const after = start >= from ? 1 : Math.max(0, start + dur - from) / Math.max(dur, 1);
    return total + Math.max(0, (cpuOf(task) / 1000) * after * slowdown - BLOCKING_THRESHOLD_MS);
  }, 0);
  return {
    wallMs: sum((task) => task.dur ?? 0),
    cpuMs: sum(cpuOf),
    cpuBlockingMs: blocking,
  };
}

// Part of `npm run bench`: how long the page's main thread was busy in a Lighthouse run, on the
// clock and on the CPU, read from the run's trace. Lighthouse's simulated phone multiplies each
// task's clock time by four; a task whose thread waited for a core (Lighthouse, the browser's
// other processes and the mock share this machine's cores) counts that wait four times too. The
// two figures side by side say how much of a sitting's blocking time was the app's own work.
import fs from 'node:fs';

/** One trace event, as far as it is read here. */
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
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
}

/**
 * The main thread's time in tasks in a trace Lighthouse saved (`--save-assets`): the renderer's
 * main thread with the most tasks (the page's, not the blank page Lighthouse opens first).
 */
export function mainThreadTime(traceFile: string): MainThreadTime | undefined {
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
  const sum = (of: (task: TraceEvent) => number) =>
    tasks.reduce((total, task) => total + of(task), 0) / 1000;
  return {
    wallMs: sum((task) => task.dur ?? 0),
    cpuMs: sum((task) => task.tdur ?? task.dur ?? 0),
  };
}

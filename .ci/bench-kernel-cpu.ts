// Part of `npm run bench`: the CPU time the kernel's own threads took while Lighthouse measured a
// page. On a virtual machine they reclaim and map memory for the browser's new processes (1.4–2.1 s
// in one run here), on the same cores as the page's main thread, whose waits Lighthouse counts four
// times: a sitting whose kernel took more scores lower with the same build.
import fs from 'node:fs';

/** The kernel's thread starter: every kernel thread is it or its child. */
const KTHREADD = 2;

/** Clock ticks a second, as /proc counts CPU time (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time, ms, every kernel thread has used since it started, summed; undefined where there
 * is no /proc (not Linux).
 */
export function kernelThreadsCpuMs(): number | undefined {
  let names: string[];
  try {
    names = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const name of names) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // the process ended while the list was read
    }
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    if (Number(name) !== KTHREADD && ppid !== KTHREADD) continue;
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

// CPU time of a process and all its descendants (a host with HOST_WORKERS > 1 is a cluster
// primary and its workers), from /proc (Linux). The bench divides it by the pages served: what
// one page costs in CPU is what sets the time to first byte once requests queue.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ; the kernel reports utime and stime in these ticks

/** Seconds of CPU (user + system) used so far by `pid` and its descendants; 0 off Linux. */
export function treeCpuSeconds(pid) {
  const stats = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  let ticks = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop();
    ticks += stats.get(current)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === current) stack.push(child);
  }
  return ticks / TICKS_PER_SECOND;
}

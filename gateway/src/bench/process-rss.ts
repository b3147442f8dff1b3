import fs from 'node:fs';

/** Resident set size (bytes) of a process and all its descendants, from /proc (Linux). */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop()!;
    total += rssOf(current);
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

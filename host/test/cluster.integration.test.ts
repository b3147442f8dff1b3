import { readdirSync, readFileSync } from 'node:fs';
import { startTestPortal, type TestPortal } from './portal-process';

/**
 * HOST_WORKERS=2: the host runs as a cluster primary with two workers sharing the port; a worker
 * that dies is replaced; stopping the portal stops them all.
 */
const PORT = 4400;
let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal(PORT, { HOST_WORKERS: '2' });
});

afterAll(async () => {
  await portal?.stop();
});

interface HostProcess {
  pid: number;
  ppid: number;
}

/** The host processes of this portal (found by their script and their PORT), Linux /proc. */
function hostProcesses(): HostProcess[] {
  const found: HostProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('host/dist/server/server.js')) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!environ.includes(`PORT=${PORT}`)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      found.push({ pid: Number(entry), ppid });
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

function workers(): number[] {
  const processes = hostProcesses();
  const pids = new Set(processes.map((p) => p.pid));
  return processes.filter((p) => pids.has(p.ppid)).map((p) => p.pid);
}

async function allPagesAnswer(): Promise<number[]> {
  const paths = ['/en', '/en/search?query=portrait', '/en/collections', '/de', '/en/account/login'];
  const responses = await Promise.all(
    [...paths, ...paths].map((path) => fetch(`${portal.url}${path}`)),
  );
  return responses.map((response) => response.status);
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('serves every page from two workers', async () => {
  expect(portal.output()).toContain(`Portal running at http://localhost:${PORT} (2 workers)`);
  expect(workers()).toHaveLength(2);
  expect(new Set(await allPagesAnswer())).toEqual(new Set([200]));
});

it('replaces a worker that dies, and keeps serving', async () => {
  const [victim] = workers();
  process.kill(victim!, 'SIGKILL');
  await until(() => {
    const now = workers();
    return now.length === 2 && !now.includes(victim!);
  }, 'a new worker');
  expect(portal.output()).toMatch(
    new RegExp(`worker ${victim} exited \\(SIGKILL\\); starting another`),
  );
  expect(new Set(await allPagesAnswer())).toEqual(new Set([200]));
});

it('stops every worker when the portal stops', async () => {
  await portal.stop();
  await until(() => hostProcesses().length === 0, 'the host processes to end');
});

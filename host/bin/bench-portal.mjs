#!/usr/bin/env node
// `npm run bench`: figures, not assertions. For one page per remote:
// - SSR throughput and time to first byte: autocannon, 16 connections, 10 s per page (the host
//   in HOST_WORKERS processes, default 1);
// - first-load JavaScript: what a first visit in Chromium downloads, gzip-compressed;
// - Lighthouse (mobile emulation) performance and accessibility for the search and item pages.
// Then the gateway's own bench (`npm run bench -w @portal/gateway`) unless --no-gateway.
// Needs `npm run build` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchPortal } from './portal-launcher.mjs';
import { repoRoot } from './portal-paths.mjs';
import { treeCpuSeconds } from './process-cpu.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { chromium } = require('playwright-core');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
const args = new Set(process.argv.slice(2));
/** First-load JavaScript budgets (gzip KB) of the mission. */
const BUDGET_KB = { home: 150, search: 180, item: 180 };
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const benchDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const portal = await launchPortal({
  port: 5100,
  gatewayPort: 5101,
  releasesPort: 5102,
  env: {
    GATEWAY_DATA_DIR: path.join(benchDir, 'gateway'),
    GATEWAY_LOG: 'false',
    HOST_ACCESS_LOG: 'off',
  },
  log: () => undefined,
});

try {
  const pages = await benchPages(portal);
  console.log(
    `\nSSR (autocannon, 16 connections, ${duration} s per page; host processes: ${process.env.HOST_WORKERS ?? 1}, set with HOST_WORKERS)`,
  );
  // CPU per page: with 16 requests queued on two cores, the time to first byte is about 8 times
  // what one page costs the host and the gateway together.
  console.log(
    'page          remote           req/s   TTFB p50   TTFB p95   non-2xx   CPU per page: host  gateway',
  );
  for (const page of pages) {
    const cpuBefore = {
      host: treeCpuSeconds(portal.pids.host),
      gateway: treeCpuSeconds(portal.pids.gateway),
    };
    const { result, times } = await load(portal.url.replace('localhost', '127.0.0.1') + page.path);
    const cpuPerPage = (service) =>
      ms(
        ((treeCpuSeconds(portal.pids[service]) - cpuBefore[service]) * 1000) /
          Math.max(1, times.length),
      );
    const non2xx = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${page.name.padEnd(13)} ${page.remote.padEnd(15)} ${result.requests.average.toFixed(0).padStart(6)} ` +
        `${ms(percentile(times, 50)).padStart(10)} ${ms(percentile(times, 95)).padStart(10)}   ${String(non2xx).padStart(6)}` +
        `   ${cpuPerPage('host').padStart(18)} ${cpuPerPage('gateway').padStart(8)}`,
    );
  }

  console.log('\nFirst-load JavaScript (Chromium, gzip)');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  for (const page of pages) {
    const { gzip, raw, files, laterGzip, laterFiles } = await firstLoadJs(
      browser,
      portal.url + page.path,
    );
    const budget = BUDGET_KB[page.name];
    console.log(
      `${page.name.padEnd(13)} ${kb(gzip).padStart(7)} KB gzip  (${kb(raw)} KB raw, ${files} files)` +
        (budget ? `  budget ${budget} KB` : '') +
        `;  later while idle: ${kb(laterGzip)} KB in ${laterFiles} files`,
    );
  }
  await browser.close();

  if (!args.has('--no-lighthouse')) {
    // One Lighthouse run varies by several points with the machine's load; Lighthouse's own
    // advice is the median of several runs (docs: "Lighthouse variability"). Every run is printed.
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    console.log(`\nLighthouse (mobile emulation, median of ${runs} runs)`);
    for (const page of pages.filter((entry) => entry.lighthouse)) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await lighthouseScores(portal.url + page.path));
      const byPerformance = [...all].sort((a, b) => a.performance - b.performance);
      const scores = byPerformance[Math.floor((all.length - 1) / 2)];
      console.log(
        `${page.name.padEnd(13)} performance ${scores.performance}  accessibility ${scores.accessibility}  (LCP ${scores.lcp}, TBT ${scores.tbt}, CLS ${scores.cls});  runs: ${all.map((r) => r.performance).join(', ')}`,
      );
    }
  }
} finally {
  await portal.stop();
  rmSync(benchDir, { recursive: true, force: true });
}

if (!args.has('--no-gateway')) {
  console.log('\nGateway bench');
  spawnSync('npm', ['run', 'bench', '-w', '@portal/gateway'], { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * autocannon with every response time recorded, so p50 and p95 are exact. The host sends a page
 * in one write once it is rendered, so the time to the response is the time to its first byte.
 */
function load(url) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections: 16, duration }, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

function ms(value) {
  return `${value.toFixed(1)} ms`;
}

/** One page per remote, chosen from the data the gateway holds. */
async function benchPages(running) {
  const search = await (
    await fetch(`${running.gatewayUrl}/record/search.json?query=*:*&rows=1&profile=minimal`)
  ).json();
  const itemId = search.items?.[0]?.id;
  const people = await (
    await fetch(`${running.gatewayUrl}/entity/search?query=*&type=agent&pageSize=1`)
  ).json();
  const personNumber = people.items?.[0]?.id?.split('/').pop();
  // The page's own URL carries the slug of the English label; the bare number redirects there.
  const entityPath = personNumber
    ? ((
        await fetch(`${running.url}/en/collections/person/${personNumber}`, { redirect: 'manual' })
      ).headers.get('location') ?? `/en/collections/person/${personNumber}`)
    : undefined;
  const word =
    (search.items?.[0]?.title?.[0] ?? 'portrait').split(/\s+/).find((w) => w.length > 3) ??
    'portrait';
  return [
    { name: 'home', remote: 'mf-stories', path: '/en' },
    {
      name: 'search',
      remote: 'mf-search',
      path: `/en/search?query=${encodeURIComponent(word)}`,
      lighthouse: true,
    },
    ...(itemId
      ? [{ name: 'item', remote: 'mf-item', path: `/en/item${itemId}`, lighthouse: true }]
      : []),
    { name: 'collections', remote: 'mf-collections', path: '/en/collections' },
    ...(entityPath ? [{ name: 'entity', remote: 'mf-collections', path: entityPath }] : []),
    { name: 'login', remote: 'mf-account', path: '/en/account/login' },
  ];
}

/**
 * The JavaScript of a first visit, gzip-compressed: what loads until the page has hydrated (the
 * budget's figure), and separately what the browser fetches afterwards while idle (prefetch of
 * visible links' pages, downloaded but not run; on-demand chunks), which the budget does not count.
 */
async function firstLoadJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    // Scripts, and script files fetched by <link rel="prefetch"> (resource type "other").
    const type = response.request().resourceType();
    if (type !== 'script' && !(type === 'other' && /\.js(\?|$)/.test(response.url()))) return;
    const requestedAt = response.request().timing().startTime;
    try {
      scripts.push({ body: await response.body(), requestedAt });
    } catch {
      // a script that failed to load counts as nothing
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The hydration mark of the bootstrap, in epoch milliseconds like the requests' start times.
  const hydratedAt = await page.evaluate(
    () =>
      globalThis.performance.timeOrigin +
      globalThis.performance.getEntriesByName('portal-hydrated')[0].startTime,
  );
  await context.close();
  const sum = (list, size) => list.reduce((total, script) => total + size(script.body), 0);
  const gzip = (body) => gzipSync(body, { level: 9 }).length;
  const first = scripts.filter((script) => script.requestedAt <= hydratedAt);
  const later = scripts.filter((script) => script.requestedAt > hydratedAt);
  return {
    raw: sum(first, (body) => body.length),
    gzip: sum(first, gzip),
    files: first.length,
    laterGzip: sum(later, gzip),
    laterFiles: later.length,
  };
}

/**
 * One Lighthouse result for a page. A run that Lighthouse itself could not record (a
 * `runtimeError` such as NO_NAVSTART, "please run Lighthouse again") is retried, up to twice;
 * it is a failure of the tool, not a score of the page.
 */
async function lighthouseScores(url) {
  for (let attempt = 1; ; attempt++) {
    const scores = await lighthouse(url);
    if (!scores.error || attempt === 3) return scores;
  }
}

async function lighthouse(url) {
  const { default: run } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    // A failed run scores 0 with no metrics: say why instead of printing a bare 0.
    if (runtimeError)
      console.log(`  (Lighthouse error on ${url}: ${runtimeError.code}: ${runtimeError.message})`);
    return {
      error: runtimeError?.code,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    };
  } finally {
    await chrome.kill();
  }
}

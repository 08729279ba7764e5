#!/usr/bin/env node
// `npm run bench:web [-- --runs 3]`: Lighthouse (mobile preset: a mid-range phone on a slow 4G
// link, simulated) on the home, collection, painting and checkout pages, served through real
// nginx. Prints the median of the runs against the targets, and the failing audits of every
// category below target. Results go to bench-results/web.json; missed targets do not fail it.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { repoRoot } from '../lib/stack.mjs';
import { withBenchStack, writeResults } from './stack.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, got "${args.runs}"`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95, lcpSeconds: 2.0, tbtMs: 150, cls: 0.05 };
// In production the checkout also loads Stripe.js and PayPal's SDK, hence its lower target. Here it
// runs without payment keys (the providers' hosts are unreachable), so the card tab says so instead.
const CHECKOUT_PERFORMANCE_TARGET = 90;
const FAILING_AUDITS_SHOWN = 8;
const ATTEMPTS_PER_RUN = 3;
// Debian's Chromium, as the browser journeys use it.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const say = (line = '') => process.stdout.write(`${line}\n`);

// These machines cannot reach the internet: the visitor-location lookup (every page) and the
// satellite map tiles (painting page) are answered by files nginx serves, so no request fails.
const IP_LOCATION_PATH = 'bench/ip-location.json';
const TILE_PATH = 'bench/tile.png';
const stackEnv = { IP_LOCATION_URL: `/media/${IP_LOCATION_PATH}`, MAP_TILE_URL: `/media/${TILE_PATH}?z={z}&x={x}&y={y}` };

await withBenchStack({ env: stackEnv }, async (stack) => {
  const paintings = await (await fetch(`${stack.baseUrl}/api/paintings`)).json();
  stack.writeMedia(IP_LOCATION_PATH, JSON.stringify({ country_code: 'NZ' }));
  stack.writeMedia(TILE_PATH, plainTile());

  const forSale = paintings.find((painting) => painting.available && !painting.sold);
  if (!forSale) throw new Error('no painting is for sale: the checkout page cannot be measured');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'collection', path: '/collection' },
    { name: 'painting', path: `/painting/${paintings[0].id}` },
    { name: 'checkout', path: `/checkout/${forSale.id}`, targets: { performance: CHECKOUT_PERFORMANCE_TARGET } },
  ];

  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const measured = [];
  try {
    for (const page of pages) {
      const lhrs = [];
      const reports = new Map();
      for (let run = 1; run <= runs; run++) {
        say(`Lighthouse ${page.path} (run ${run} of ${runs})…`);
        const result = await lighthouseRun(`${stack.baseUrl}${page.path}`, chrome.port);
        lhrs.push(result.lhr);
        reports.set(result.lhr, result.report);
      }
      // Audits are read from the most typical run (Lighthouse's own choice: closest to the median FCP and TTI).
      const typical = computeMedianRun(lhrs);
      const reportFile = relative(repoRoot, writeResults(`web-${page.name}.html`, reports.get(typical)));
      measured.push({ ...summarise(page, lhrs, typical), report: reportFile });
    }
  } finally {
    await chrome.kill();
  }

  report(measured);
  const file = writeResults('web.json', {
    date: new Date().toISOString(),
    gateway: 'nginx',
    preset: 'Lighthouse default (mobile, simulated throttling)',
    runsPerPage: runs,
    targets: { ...TARGETS, checkoutPerformance: CHECKOUT_PERFORMANCE_TARGET },
    pages: measured,
  });
  say(`\nWritten to ${file}, with the typical run's full Lighthouse report per page (web-<page>.html)`);
});

/**
 * One Lighthouse run, tried again when it fails: now and then the page's load is reported as
 * failed (a Chrome interstitial), which one bad run should not cost the whole benchmark.
 */
async function lighthouseRun(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result.lhr.runtimeError) return result;
    const answer = await fetch(url).then(
      (response) => `the gateway answers it ${response.status}`,
      (error) => `the gateway does not answer it (${error.cause?.code ?? error.message})`,
    );
    const failure = `Lighthouse failed on ${url} (${result.lhr.runtimeError.code}); ${answer}.`;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(failure);
    say(`  ${failure} Trying again.`);
  }
}

/** One page's medians, the targets it missed and, per category, the typical run's failing audits. */
function summarise(page, lhrs, typical) {
  const metrics = (lhr) => ({
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcpSeconds: Number((lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  });
  const perRun = lhrs.map(metrics);
  const median = Object.fromEntries(Object.keys(perRun[0]).map((key) => [key, medianOf(perRun.map((run) => run[key]))]));
  const targets = { ...TARGETS, ...page.targets };

  const missed = [];
  for (const id of CATEGORIES) if (median[id] < targets[id]) missed.push({ what: id, value: median[id], target: `≥ ${targets[id]}` });
  if (median.lcpSeconds > targets.lcpSeconds)
    missed.push({ what: 'LCP', value: `${median.lcpSeconds} s`, target: `≤ ${targets.lcpSeconds} s` });
  if (median.tbtMs > targets.tbtMs) missed.push({ what: 'TBT', value: `${median.tbtMs} ms`, target: `≤ ${targets.tbtMs} ms` });
  if (median.cls > targets.cls) missed.push({ what: 'CLS', value: median.cls, target: `≤ ${targets.cls}` });

  // Every category's failures are kept in the results; the report prints those below target.
  const belowTarget = [...new Set(missed.map(({ what }) => (CATEGORIES.includes(what) ? what : 'performance')))];
  const failingAudits = Object.fromEntries(
    CATEGORIES.map((id) => [id, failingAuditsOf(typical, id)]).filter(([, audits]) => audits.length),
  );
  return {
    ...page,
    url: typical.finalDisplayedUrl,
    median,
    runs: perRun,
    missed,
    belowTarget,
    failingAudits,
    benchmarkIndex: typical.environment.benchmarkIndex,
  };
}

/** Scored audits of a category that did not pass, the heaviest first. */
function failingAuditsOf(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit.score !== null && audit.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
    .slice(0, FAILING_AUDITS_SHOWN)
    .map(({ audit }) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '', score: audit.score }));
}

/** A square PNG of one colour, the size of a map tile (a photo would fail the aspect-ratio audit). */
function plainTile(size = 256, rgb = [88, 104, 80]) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]); // filter byte, then pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Number(((sorted[middle - 1] + sorted[middle]) / 2).toFixed(3));
}

function report(measured) {
  const columns = [
    ['page', (page) => page.name],
    ['perf', (page) => page.median.performance],
    ['a11y', (page) => page.median.accessibility],
    ['bp', (page) => page.median['best-practices']],
    ['seo', (page) => page.median.seo],
    ['LCP s', (page) => page.median.lcpSeconds],
    ['TBT ms', (page) => page.median.tbtMs],
    ['CLS', (page) => page.median.cls],
  ];
  say(
    `\nMedian of ${runs} run(s) per page — targets: performance ≥ 95 (checkout ≥ 90), a11y/bp/seo ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05`,
  );
  const rows = [columns.map(([head]) => head), ...measured.map((page) => columns.map(([, cell]) => String(cell(page))))];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index].length)));
  for (const row of rows) say(row.map((cell, index) => (index ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join('  '));

  for (const page of measured) {
    say('');
    if (!page.missed.length) {
      say(`${page.name} (${page.path}): all targets met`);
      continue;
    }
    for (const { what, value, target } of page.missed) say(`MISSED ${page.name} (${page.path}): ${what} ${value}, target ${target}`);
    for (const category of page.belowTarget) {
      say(`  failing ${category} audits:`);
      for (const audit of page.failingAudits[category] ?? [])
        say(`    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
}

// CPU profile of a page load (4x CPU throttle), summarised: self time by function and by url; long tasks.
import { chromium } from 'playwright';
const url = process.argv[2] ?? 'http://localhost:8080/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks (4x):', JSON.stringify(await page.evaluate(() => window.__lt)), JSON.stringify(await page.evaluate(() => ({
  fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
  dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventStart),
  mainEnd: Math.round(performance.getEntriesByType('resource').find((r) => r.name.includes('/main.'))?.responseEnd),
  reactDom: Math.round(performance.getEntriesByType('resource').find((r) => r.name.includes('/470.'))?.startTime),
}))));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => { self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0)); });
const fn = new Map(), byUrl = new Map();
for (const [id, t] of self) {
  const n = byId.get(id); const cf = n.callFrame;
  const u = cf.url.replace(/^https?:\/\/[^/]+/, '') || '(' + cf.functionName + ')';
  const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`;
  fn.set(k, (fn.get(k) ?? 0) + t); byUrl.set(u, (byUrl.get(u) ?? 0) + t);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k.slice(0, 110)}`).join('\n');
console.log('by url:\n' + top(byUrl, 14));
console.log('by function:\n' + top(fn, 25));
await browser.close();

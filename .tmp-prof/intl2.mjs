import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const tests = {
  lower: () => 'Abc'.toLocaleLowerCase(),
  dtfCA: () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
  nf: () => new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 }).format(12345),
  toLocaleString: () => (12345).toLocaleString(),
  dateNow: () => new Date().toString(),
};
for (const [name, fn] of Object.entries(tests)) {
  const page = await browser.newPage();
  await page.goto('data:text/html,<p>x</p>');
  const ms = await page.evaluate(`(() => { const t = performance.now(); (${fn.toString()})(); return (performance.now() - t).toFixed(1); })()`);
  console.log(name, ms, 'ms');
  await page.close();
}
await browser.close();

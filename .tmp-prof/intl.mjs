import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 2; i++) {
  const page = await browser.newPage();
  await page.goto('data:text/html,<p>x</p>');
  console.log(await page.evaluate(() => {
    const t0 = performance.now(); new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });
    const t1 = performance.now(); new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const t2 = performance.now(); new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
    const t3 = performance.now();
    return `NumberFormat ${(t1 - t0).toFixed(1)} ms, DateTimeFormat ${(t2 - t1).toFixed(1)} ms, currency NF ${(t3 - t2).toFixed(1)} ms`;
  }));
  await page.close();
}
await browser.close();

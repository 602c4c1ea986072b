import { chromium } from '@playwright/test';

const [, , base, ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    console.log('CONSOLE', m.type(), m.text().slice(0, 300));
});
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(1500);
  const name = p.replace(/[^a-z0-9]+/gi, '_') || 'root';
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(p, '->', page.url(), '|', await page.title());
}
await browser.close();

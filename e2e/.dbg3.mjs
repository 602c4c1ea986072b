import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const [, , ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext();
const page = await context.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('  CONSOLE', m.text().slice(0, 300));
});
page.on('pageerror', (e) => console.log('  PAGEERROR', e.message));
for (const p of paths) {
  console.log(p);
  await page.goto('http://127.0.0.1:4100' + p);
  await page.waitForTimeout(2500);
  console.log('  ->', page.url(), '|', await page.getByRole('heading', { level: 1 }).allTextContents());
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of r.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
    console.log('  AXE', v.id, v.impact);
    for (const n of v.nodes.slice(0, 3))
      console.log('     ', n.html.slice(0, 160), '|', n.failureSummary.replace(/\n/g, ' ').slice(0, 200));
  }
}
await browser.close();

import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const [, , base, ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext();
const page = await context.newPage();
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(1500);
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of r.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
    console.log(p, v.id, v.impact);
    for (const n of v.nodes)
      console.log('   ', n.html.slice(0, 200), '|', n.failureSummary.replace(/\n/g, ' ').slice(0, 250));
  }
}
await browser.close();

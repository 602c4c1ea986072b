import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext();
const page = await context.newPage();
for (const path of ['/projects/mock-project/disks', '/projects/mock-project/instances', '/projects/mock-project/snapshots-new']) {
  await page.goto('http://127.0.0.1:4627' + path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(3000);
  const results = await new AxeBuilder({ page }).withTags(['wcag2aa']).analyze();
  for (const v of results.violations) for (const n of v.nodes.slice(0, 2)) console.log(path, v.id, n.target.join(' '), n.any.map((a) => a.message).join('; '));
}
await browser.close();

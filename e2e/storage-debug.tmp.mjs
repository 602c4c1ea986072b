import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const t0 = Date.now();
const log = (...a) => console.log(((Date.now() - t0) / 1000).toFixed(1), ...a);
await page.goto('http://127.0.0.1:4627/projects/mock-project/disks-new');
await page.getByRole('textbox', { name: 'Name', exact: true }).fill('dbg-upload');
await page.getByRole('radio', { name: 'Upload image' }).click();
log('setting file');
await page.getByLabel('Image file').setInputFiles({ name: 'tiny.img', mimeType: 'application/octet-stream', buffer: Buffer.alloc(3 * 1024 * 1024, 0x5a) });
log('file set');
await page.getByRole('button', { name: 'Upload image' }).click();
for (let i = 0; i < 30; i++) {
  await page.waitForTimeout(1000);
  const steps = await page.getByRole('list', { name: 'Upload steps' }).innerText().catch(() => '');
  const p = await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow').catch(() => null);
  log(p, steps.replace(/\n/g, ' | '));
  if (steps.includes('Failed') || /Create snapshot\s*\|?\s*Done/.test(steps)) break;
}
const alert = await page.getByRole('alert').allInnerTexts();
log('alerts', alert);
await browser.close();

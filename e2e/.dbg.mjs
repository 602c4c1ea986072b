import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext()).newPage();
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 200)));
await page.goto('http://127.0.0.1:4175/device/verify');
await page.getByRole('heading', { name: 'Device Authentication' }).waitFor();
const d = await page.evaluate(async () => {
  const clientId = crypto.randomUUID();
  const r = await fetch('/device/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId }),
  });
  const b = await r.json();
  return { clientId, userCode: b.user_code, deviceCode: b.device_code };
});
console.log(d);
await page.getByRole('textbox').first().click();
await page.keyboard.type(d.userCode);
await page.getByRole('button', { name: 'Log in on device' }).click();
await page.waitForURL('**/device/success');
const s = await page.evaluate(
  async ({ clientId, deviceCode }) =>
    (
      await fetch('/device/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: clientId,
          device_code: deviceCode,
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        }),
      })
    ).status,
  d,
);
console.log('token', s);
await page.evaluate(() => {
  history.pushState({}, '', '/settings/access-tokens');
  dispatchEvent(new PopStateEvent('popstate'));
});
await page.getByRole('table', { name: 'Access tokens' }).waitFor();
await page.getByRole('button', { name: /^Row actions for/ }).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/shots/dbg.png' });
console.log(await page.getByRole('menuitem').count(), await page.locator('[role=menu]').count());
await browser.close();

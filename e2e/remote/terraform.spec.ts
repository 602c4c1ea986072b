// One project, one Node mock server: what the console downloads as main.tf and what `rackctl export terraform`
// prints are the same bytes (both read the project and write it with the SDK's one generator).
import { readFile } from 'node:fs/promises';
import { expect, submitLocalLogin, test } from './fixtures';

const PROMPT = /To log in, open (\S+) in a browser and enter the code:\s+([A-Z]{4}-[A-Z]{4})/;

test("the console's main.tf download and rackctl export terraform are the same bytes", async ({
  page,
  platform,
  rackctl,
}) => {
  await test.step('log rackctl in through the console', async () => {
    const login = rackctl(['auth', 'login', '--host', platform.consoleUrl, '--poll-interval', '1']);
    const [, url = '', code = ''] = await login.waitFor(PROMPT, 15_000);
    await page.goto(url);
    await page.getByRole('button', { name: 'Continue' }).click();
    await submitLocalLogin(page, 'hannah');
    await expect(page).toHaveURL('/device/verify');
    await page.getByRole('group', { name: 'Device code' }).getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Log in on device' }).click();
    await expect(page).toHaveURL('/device/success');
    expect(await login.exited, login.stderr()).toBe(0);
  });

  const exported = rackctl(['export', 'terraform', '--project', 'mock-project']);
  expect(await exported.exited, exported.stderr()).toBe(0);

  await page.goto('/projects/mock-project/instances');
  await page.getByRole('button', { name: 'Export as Terraform' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export as Terraform' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download main.tf' }).click();
  const downloaded = await readFile(await (await downloading).path(), 'utf8');

  expect(downloaded).toContain('resource "oxide_project" "mock_project" {');
  expect(downloaded).toBe(exported.stdout());
});

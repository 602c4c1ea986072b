// The whole device flow: `rackctl auth login` prints a page and a code, a person approves it in the console
// in Chromium, and the CLI finishes logged in, against one Node mock server behind the console's proxy.
import type { Page } from '@playwright/test';
import { expect, SEEDED_PROJECTS, submitLocalLogin, test } from './fixtures';

const PROMPT = /To log in, open (\S+) in a browser and enter the code:\s+([A-Z]{4}-[A-Z]{4})/;

const boxes = (page: Page) => page.getByRole('group', { name: 'Device code' }).getByRole('textbox');

/** Types a code as the CLI shows it, dash included, starting in the first box. */
async function typeCode(page: Page, code: string) {
  await boxes(page).first().click();
  await page.keyboard.type(code);
}

/** The code with its first letter swapped for another, as a person mistyping it would send. */
const mistyped = (code: string) => `${code.startsWith('B') ? 'C' : 'B'}${code.slice(1)}`;

test('rackctl auth login is approved in the console, then lists projects', async ({
  page,
  platform,
  rackctl,
}) => {
  const login = rackctl(['auth', 'login', '--host', platform.consoleUrl, '--poll-interval', '1']);
  const [, url = '', code = ''] = await login.waitFor(PROMPT, 15_000);
  expect(url).toBe(`${platform.consoleUrl}/device/verify`);

  await test.step('open the printed page, signing in first', async () => {
    await page.goto(url);
    await expect(page).toHaveURL('/login?redirect_uri=%2Fdevice%2Fverify');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to maze-war' })).toBeVisible();
    await submitLocalLogin(page, 'hannah');
    await expect(page).toHaveURL('/device/verify');
    await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible();
  });

  const submit = page.getByRole('button', { name: 'Log in on device' });
  await test.step("a mistyped code says 'Code is invalid' and the CLI keeps waiting", async () => {
    await typeCode(page, mistyped(code));
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Code is invalid');
    await expect(page).toHaveURL('/device/verify');
    expect(login.child.exitCode).toBeNull();
  });

  await test.step('the right code logs the device in', async () => {
    // The person fixes the one wrong letter.
    await boxes(page).first().click();
    await page.keyboard.type(code.slice(0, 1));
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(boxes(page).last()).toHaveValue(code.slice(-1));
    await submit.click();
    await expect(page).toHaveURL('/device/success');
    await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible();
    await expect(page.getByText('You can close this window')).toBeVisible();
  });

  await test.step('the CLI saves the token and lists the projects', async () => {
    await login.waitFor(/Logged in to /, 15_000);
    expect(await login.exited, login.stderr()).toBe(0);
    expect(login.stderr()).toContain(
      `Logged in to ${platform.consoleUrl} as Hannah Arendt (silo maze-war), profile "default".`,
    );
    const list = rackctl(['project', 'list', '--json']);
    expect(await list.exited, list.stderr()).toBe(0);
    const names = (JSON.parse(list.stdout()) as { name: string }[]).map((project) => project.name);
    expect(names).toEqual(expect.arrayContaining(SEEDED_PROJECTS));
  });
});

// The console as an attacker would try it and as a user meets its failures: sign-in redirects stay on the
// console, error and not-found screens keep the theme and frame, the copy button tells the truth, and the
// page carries its Content-Security-Policy (support.ts's `test` fails on any violation).
import { expect, type Page } from '@playwright/test';
import { test } from './support';

const PASSWORD = 'rack-console';

async function signInFrom(page: Page, loginUrl: string, username = 'hannah') {
  await page.goto(loginUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const hostile of [
  'http://127.0.0.1:1/phish',
  '//127.0.0.1:1/phish',
  '/\\127.0.0.1:1/phish',
  'javascript:alert(1)',
]) {
  test(`a sign-in with redirect_uri ${hostile} stays on the console and lands on /projects`, async ({
    page,
    baseURL,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInFrom(page, `/login/maze-war/local?redirect_uri=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL(`${baseURL}/projects`);
    await expect(page.getByRole('table', { name: 'Projects' })).toContainText('mock-project');
    expect(dialogs).toEqual([]);
  });
}

/** The screen is laid out by the app's styles: Radix's font, not the browser's default serif. */
async function expectThemed(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const font = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(font).not.toMatch(/Times|^serif$/i);
  expect(await page.locator('.radix-themes').count()).toBeGreaterThan(0);
}

test("'Page not found' for a resource that does not exist keeps the theme and the app frame", async ({
  page,
}) => {
  await page.goto('/projects/nonexistent-proj/instances');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expectThemed(page);
  // The frame around it: the top bar's user menu and the side navigation.
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Page not found');
});

test("'Something went wrong' with the no-groups notice keeps the theme and the app frame", async ({
  page,
}) => {
  await signInFrom(page, `/login/maze-war/local?redirect_uri=${encodeURIComponent('/system/silos')}`, 'jane');
  await expect(page).toHaveURL(/\/system\/silos$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expect(
    page.getByText('You are not in any groups and have no role on the silo.', { exact: false }),
  ).toBeVisible();
  await expectThemed(page);
  await expect(page.getByRole('button', { name: /User menu/ })).toContainText('Jane Austen');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The buttons are laid out apart, not run together as bare inline text.
  const signOut = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
  const back = await page.getByRole('link', { name: 'Back to console' }).boundingBox();
  expect(signOut && back && back.x - (signOut.x + signOut.width)).toBeGreaterThan(4);
});

test("the copy button says 'Copy failed' when the clipboard refuses", async ({ page }) => {
  // The browser's answer when the user or a policy denies clipboard access.
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Copy ID' }).first().click();
  await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0);
});

test('the console carries its Content-Security-Policy, no framing and nosniff', async ({ page }) => {
  const response = await page.goto('/projects');
  const headers = response?.headers() ?? {};
  // The preview build allows eval for its in-browser mock (bundling/contentSecurityPolicy.ts), never inline scripts.
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("style-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // Inline <style> elements only (the serial console's terminal), never inline scripts.
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("script-src 'self'");
  expect(meta).toContain("worker-src 'self'");
  // A dialog (its scroll lock) and a menu open under the policy; the suite's fixture fails on any violation.
  await expect(page.getByRole('table', { name: 'Projects' })).toContainText('mock-project');
  await page.getByRole('button', { name: 'Row actions for mock-project', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'New Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible();
});

test('Back after deleting an instance shows not-found, not the instance and its actions', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/windows-dev/storage');
  await expect(page.getByRole('heading', { name: 'windows-dev', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Instance actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances$/);
  await expect(page.getByRole('table', { name: 'Instances' })).not.toContainText('windows-dev');

  await page.goBack();
  await expect(page).toHaveURL(/\/instances\/windows-dev\/storage$/);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Instance actions' })).toHaveCount(0);
});

test('a delete the platform would refuse says what must go first and cannot be confirmed', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs');
  await expect(page.getByRole('table', { name: 'VPCs' })).toContainText('mock-vpc', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Row actions for mock-vpc', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const vpcDialog = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(vpcDialog.getByRole('status')).toContainText(
    /^VPC cannot be deleted while VPC Subnets exist\. Delete its subnets first: .*\bmock-subnet\b/,
  );
  await expect(vpcDialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await vpcDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'Row actions for mock-project', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const projectDialog = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(projectDialog.getByRole('status')).toContainText(
    'A project cannot be deleted while it holds resources. Delete these first: instances (',
  );
  await expect(projectDialog.getByRole('status')).toContainText('VPCs (');
  await expect(projectDialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});

test('the in-browser platform refuses a viewer the serial console stream, and says why as it closes', async ({
  page,
}) => {
  await signInFrom(page, `/login/maze-war/local?redirect_uri=${encodeURIComponent('/projects')}`, 'simone');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  // What a script in the page meets: the platform refuses before any upgrade, which a page's WebSocket sees as a
  // close whose code is a refusal's and whose reason is the platform's message.
  const closes = await page.evaluate(async () => {
    const closed = (path: string) =>
      new Promise<{ code: number; reason: string; opened: boolean }>((resolve) => {
        let opened = false;
        const socket = new WebSocket(new URL(path, location.href).href.replace(/^http/, 'ws'));
        socket.addEventListener('open', () => {
          opened = true;
        });
        socket.addEventListener('close', (event) =>
          resolve({ code: event.code, reason: event.reason, opened }),
        );
      });
    return [
      await closed('/v1/instances/other-app/serial-console/stream?project=other-project'),
      await closed('/v1/instances/no-such-instance/serial-console/stream?project=other-project'),
    ];
  });
  expect(closes).toEqual([
    { code: 1008, reason: 'Forbidden', opened: false },
    { code: 1008, reason: expect.stringMatching(/not found/i), opened: false },
  ]);
});

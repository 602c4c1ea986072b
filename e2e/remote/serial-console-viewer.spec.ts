// A project viewer at an instance's serial console, against the Node mock: the platform opens the live
// console only to users who may modify the instance, so simone (a viewer of other-project through web-devs)
// reads the console's history but cannot type into it, and the row menu says why 'Serial console' is off.
import { expect, signIn, test } from './fixtures';

const FORBIDDEN = 'Action not authorized';

test('a viewer reads the serial console history but cannot type, and the menu item says why', async ({
  page,
}) => {
  const streams: string[] = [];
  page.on('websocket', (socket) => streams.push(socket.url()));
  await signIn(page, 'simone');

  await page.goto('/projects/other-project/instances');
  const row = page.getByRole('row', { name: /other-app/ });
  await row.getByRole('button', { name: /^Row actions for / }).click();
  const item = page.getByRole('menuitem', { name: 'Serial console', exact: true });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await item.hover();
  await expect(page.getByRole('tooltip')).toContainText(FORBIDDEN);
  await page.keyboard.press('Escape');

  await page.goto('/projects/other-project/instances/other-app/serial-console');
  await expect(page.getByText(`${FORBIDDEN}: you can read`)).toBeVisible();
  const terminal = page.getByRole('region', { name: 'Serial console of other-app (read-only)' });
  // The history the instance printed while it booted.
  await expect(terminal).toContainText('login:');
  const before = await terminal.textContent();
  await terminal.click();
  await page.keyboard.type('whoami\n');
  // Typing reaches nothing: no stream was opened, and the terminal shows only what it showed.
  await expect(page.getByRole('status', { name: /^Connection:/ })).toHaveCount(0);
  expect(await terminal.textContent()).toBe(before);
  expect(streams).toEqual([]);
});

test('a collaborator types into the serial console through the console’s proxy', async ({ page }) => {
  // The websocket goes through the preview server's proxy, which names the console's origin: the platform
  // accepts it as its own.
  await signIn(page, 'hannah');
  await page.goto('/projects/mock-project/instances/db1/serial-console');
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible();
  const terminal = page.getByRole('region', { name: 'Serial console of db1' });
  await expect(terminal).toContainText('login:');
  await terminal.click();
  await page.keyboard.type('echo-through-proxy');
  await expect(terminal).toContainText('echo-through-proxy');
});

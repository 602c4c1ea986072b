import type { Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// A page's side query (a list that only adds to what the page shows) fails in its own panel: the rest of the
// page stays. The switches page names each port's settings from the port-settings list.

const PORT_SETTINGS = (url: URL) => url.pathname === '/v1/system/networking/switch-port-settings';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-/;

test('the switches page works while its port-settings list is held, and shows its failure in a panel', async ({
  page,
}) => {
  await signIn(page, 'hannah');
  const held: Route[] = [];
  await page.route(PORT_SETTINGS, (route) => {
    held.push(route);
  });
  await page.goto('/system/inventory/switches');

  // Held: the switches and their ports show, each port's settings by ID.
  const ports = page.getByRole('table', { name: 'Switch ports' });
  await expect(page.getByRole('table', { name: 'Switches' })).toContainText('BRM');
  const uplink = ports.getByRole('row').filter({ hasText: /^qsfp0switch0/ });
  await expect(uplink.getByRole('cell').nth(2)).toHaveText(UUID);
  expect(held.length).toBeGreaterThan(0);

  // Failed: the panel says so; the tables stay.
  for (const route of held.splice(0)) {
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error_code: 'Internal', message: 'Internal Server Error', request_id: 'e2e' }),
    });
  }
  const panel = page.getByRole('alert').filter({ hasText: 'Could not load the port settings' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(ports).toBeVisible();

  // Asked again, it names the settings.
  await page.unroute(PORT_SETTINGS);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toHaveCount(0);
  await expect(uplink.getByRole('cell').nth(2)).not.toHaveText(UUID);
});

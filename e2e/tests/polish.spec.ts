import { expect } from '@playwright/test';
import { test } from './support';

// Small things a user notices: one highlighted place in the navigation, an SSH key's fingerprint, a refused
// field that does not look accepted, and rates that say they are rates.

test.describe.configure({ timeout: 60_000 });

// Generated with ssh-keygen for these tests (the private key was thrown away); `ssh-keygen -l` prints the
// fingerprint below for it.
const PUBLIC_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILzYIU9cpDfTm8V15jd9szLlLtXdUHseUKAKa4SIhapq e2e@rack';
const FINGERPRINT = 'SHA256:k3D70y2ZZvCWR8Js2HJy97PRRfCJ/6kvo5pj4TvkxCg';

test("inside a project only the project's page is highlighted in the navigation", async ({ page }) => {
  await page.goto('/projects/mock-project/instances');
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible({ timeout: 30_000 });
  const current = page.locator('.side-nav a[aria-current="page"]');
  await expect(current).toHaveText(['Instances']);
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Projects' }).click();
  await expect(current).toHaveText(['Projects']);
});

test('an SSH key shows its fingerprint, and a refused key has no accepting focus ring', async ({ page }) => {
  await page.goto('/settings/ssh-keys-new');
  const panel = page.getByRole('dialog', { name: 'Add SSH key' });
  await panel.getByRole('textbox', { name: 'Name' }).fill('laptop', { timeout: 30_000 });
  const key = panel.getByLabel('Public key');
  await key.fill('ssh-ed25519 not-a-key');
  await panel.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await key.focus();
  const ring = await key.evaluate(
    (field) => getComputedStyle(field.closest('.rt-TextAreaRoot') as Element).outlineColor,
  );
  const red = await key.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--red-8)';
    document.querySelector('.radix-themes')?.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  expect(ring).toBe(red);

  await key.fill(PUBLIC_KEY);
  await panel.getByRole('button', { name: 'Add SSH key' }).click();
  const row = page.getByRole('table', { name: 'SSH keys' }).getByRole('row').filter({ hasText: 'laptop' });
  await expect(row).toContainText(FINGERPRINT);
});

test('disk and network charts read as rates per second', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/metrics/disk');
  await expect(page.getByRole('list', { name: 'Disk throughput legend' })).toContainText('/s', {
    timeout: 30_000,
  });
});

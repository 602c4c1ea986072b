import { expect } from '@playwright/test';
import { expectAccessible, test } from './support';

const NOT_FOUND_TEXT = "The page you are looking for doesn't exist or you may not have access to it.";

for (const [what, path] of [
  ['an unknown path', '/no/such/page'],
  ['an unknown project', '/projects/no-such-project'],
  ['an unknown instance id', '/lookup/i/00000000-0000-4000-8000-000000000000'],
  ['a malformed instance id', '/lookup/instances/not-an-id'],
] as const) {
  test(`${what} shows 'Page not found'`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to console' }).click();
    await expect(page).toHaveURL('/projects');
  });
}

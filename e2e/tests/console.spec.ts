import { expect, test } from '@playwright/test';

test('the console loads and announces the technical preview', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Rack Console');
  await expect(page.getByRole('heading', { name: 'Rack Console' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('This is a technical preview.');
  expect(errors).toEqual([]);
});

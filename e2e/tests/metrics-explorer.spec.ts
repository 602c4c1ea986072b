import { expect, type Page } from '@playwright/test';
import { test } from './support';

// Each test loads the in-browser mock, some twice; slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const editorOf = (page: Page) => page.getByRole('combobox', { name: 'OxQL query' });
const readOut = (page: Page) => page.getByRole('slider', { name: 'Query results read-out' });

test('an operator writes a query with completion, charts it, narrows the period and shares the view', async ({
  page,
  context,
}) => {
  await page.goto('/system/metrics');
  await expect(page.getByRole('heading', { name: 'Metrics explorer', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const editor = editorOf(page);
  await editor.fill('');
  await editor.pressSequentially('get virtual_disk:re');
  const reads = page.getByRole('option', { name: /^virtual_disk:reads/ });
  await expect(reads).toBeVisible();
  // Arrow to the suggestion, Enter takes it.
  const options = await page.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.startsWith('virtual_disk:reads'));
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
  await expect(reads).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(editor).toHaveValue('get virtual_disk:reads');
  await editor.pressSequentially(' | al');
  await expect(page.getByRole('option', { name: /^align/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(editor).toHaveValue('get virtual_disk:reads | align mean_within(');
  await editor.pressSequentially('5m)');
  await page.keyboard.press('Control+Enter');

  await expect(page).toHaveURL(/q=get\+virtual_disk%3Areads/);
  const chart = readOut(page);
  await expect(chart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run query' })).toBeEnabled();

  // Narrow the period by dragging across the chart: a custom start and end in the URL.
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.4, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.9, y, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/start=.*end=/);
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await page.getByRole('radio', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByRole('table', { name: 'Query results' })).toBeVisible();
  const start = await page.getByLabel('Start', { exact: true }).inputValue();

  // The link reproduces the view in a second tab: query, period and table.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(editorOf(second)).toHaveValue('get virtual_disk:reads | align mean_within(5m)', {
    timeout: 30_000,
  });
  await expect(second.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(second.getByLabel('Start', { exact: true })).toHaveValue(start);
  await expect(second.getByRole('radio', { name: 'Table' })).toBeChecked();
  await expect(second.getByRole('table', { name: 'Query results' })).toBeVisible();
  await second.getByRole('radio', { name: 'Chart' }).click();
  await expect(readOut(second)).toBeVisible();
});

test('a query the platform cannot parse is underlined where the platform points', async ({ page }) => {
  await page.goto('/system/metrics');
  const editor = editorOf(page);
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.fill('get virtual_disk:reads | filter disk_id = 1');
  await page.getByRole('button', { name: 'Run query' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Line 1, column 41' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('expected one of');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  // The underlined character is the single "=" at offset 40.
  const mark = page.locator('mark[data-error-offset]');
  await expect(mark).toHaveAttribute('data-error-offset', '40');
  await expect(mark).toHaveText('=');
});

test("an instance chart's menu opens its query in the project's explorer", async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/metrics/cpu');
  await page.getByRole('button', { name: 'CPU utilization chart menu' }).click({ timeout: 30_000 });
  await page
    .getByRole('menuitem', { name: /in metrics explorer/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/projects\/mock-project\/metrics\?/);
  await expect(editorOf(page)).toHaveValue(/^get virtual_machine:vcpu_usage \| filter instance_id == "/);
  await expect(readOut(page)).toBeVisible();
});

import { expect, type Page } from '@playwright/test';
import { expectAccessible, test } from './support';

const METRICS = '/projects/mock-project/instances/db1/metrics/cpu';

// Each test loads the in-browser mock more than once (reloads) and two run axe, slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A time as a `datetime-local` field takes it: local time, to the minute. */
const localInput = (ms: number) => {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The custom period the URL names, as epoch ms. */
const urlPeriod = (page: Page) => {
  const search = new URL(page.url()).searchParams;
  return { start: Date.parse(search.get('start') ?? ''), end: Date.parse(search.get('end') ?? '') };
};

const cpuChart = (page: Page) => page.getByRole('slider', { name: 'CPU utilization read-out' });

test('the command palette finds an instance of another project by name and opens it', async ({ page }) => {
  await page.goto('/projects/mock-project/instances');
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: 'Search pages and actions' });
  await expect(field).toBeFocused();
  await page.keyboard.type('other-ap');
  const found = page.getByRole('option', { name: 'Instance other-app in other-project' });
  await expect(found).toBeVisible();
  // Keyboard first: arrow down to the result, Enter opens it.
  const options = page.getByRole('option');
  const index = (await options.allTextContents()).indexOf('Instance other-app in other-project');
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/other-project\/instances\/other-app\/storage$/);
  await expect(page.getByRole('heading', { name: 'other-app', level: 1 })).toBeVisible();
});

test('the utilization page zooms its charts together and keeps the period in the URL', async ({ page }) => {
  await page.goto('/utilization?range=week');
  const cpus = page.getByRole('slider', { name: 'CPUs provisioned read-out' });
  await expect(cpus).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Last week' })).toBeChecked();
  const box = await cpus.boundingBox();
  if (!box) throw new Error('the chart is not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.5, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.9, y, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/start=.*end=/);
  const zoomed = urlPeriod(page);
  expect(zoomed.end - zoomed.start).toBeLessThan(7 * 24 * 60 * 60_000);
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(localInput(zoomed.start));
  // Every chart of the page reads out the same time.
  await page.mouse.move(box.x + box.width * 0.5, y);
  await expect(page.getByRole('list', { name: 'Memory provisioned legend' })).toContainText(' at ');
  await expectAccessible(page);
  await page.reload();
  await expect(cpus).toBeVisible({ timeout: 30_000 });
  expect(urlPeriod(page)).toEqual(zoomed);
});

test('a custom metrics period survives a reload, and dragging across a chart narrows it', async ({
  page,
}) => {
  await page.goto(METRICS);
  await expect(cpuChart(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'Custom' }).click();
  const now = Date.now();
  const start = page.getByLabel('Start', { exact: true });
  const end = page.getByLabel('End', { exact: true });

  // A period that ends before it starts is refused, with the reason.
  await start.fill(localInput(now - 60 * 60_000));
  await end.fill(localInput(now - 2 * 60 * 60_000));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('End must be after start');
  expect(new URL(page.url()).searchParams.get('start')).toBeNull();
  await expectAccessible(page);

  await start.fill(localInput(now - 3 * 60 * 60_000));
  await end.fill(localInput(now - 60 * 60_000));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/start=.*end=/);
  const chosen = urlPeriod(page);
  expect(chosen.end - chosen.start).toBe(2 * 60 * 60_000);

  await page.reload();
  await expect(cpuChart(page)).toBeVisible({ timeout: 30_000 });
  expect(urlPeriod(page)).toEqual(chosen);
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(localInput(chosen.start));
  await expect(page.getByLabel('End', { exact: true })).toHaveValue(localInput(chosen.end));

  // The other sub-tabs keep the period.
  await page.getByRole('tab', { name: 'Disk' }).click();
  await expect(page).toHaveURL(/\/metrics\/disk\?/);
  expect(urlPeriod(page)).toEqual(chosen);

  // A link to the metrics tab itself lands on CPU with the same period.
  const link = new URL(page.url());
  await page.goto(`${link.pathname.replace(/\/disk$/, '')}${link.search}`);
  await expect(page).toHaveURL(/\/metrics\/cpu\?/);
  await expect(cpuChart(page)).toBeVisible({ timeout: 30_000 });
  expect(urlPeriod(page)).toEqual(chosen);
  await page.getByRole('tab', { name: 'CPU' }).click();

  const box = await cpuChart(page).boundingBox();
  if (!box) throw new Error('the chart is not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.4, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(() => urlPeriod(page).end - urlPeriod(page).start)
    .toBeLessThan(chosen.end - chosen.start);
  const zoomed = urlPeriod(page);
  expect(zoomed.start).toBeGreaterThan(chosen.start);
  expect(zoomed.end).toBeLessThan(chosen.end);
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(localInput(zoomed.start));
});

test('hovering a chart reads out the values at that time on every chart of the tab', async ({ page }) => {
  await page.goto(METRICS);
  await expect(cpuChart(page)).toBeVisible({ timeout: 30_000 });
  const states = page.getByRole('slider', { name: 'vCPU time by state read-out' });
  await expect(states).toBeVisible();
  const cpuLegend = page.getByRole('list', { name: 'CPU utilization legend' });
  const statesLegend = page.getByRole('list', { name: 'vCPU time by state legend' });
  await expect(cpuLegend).toContainText('latest');

  const box = await cpuChart(page).boundingBox();
  if (!box) throw new Error('the chart is not laid out');
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(cpuLegend).toContainText(/Running: [\d.]+% at /);
  await expect(statesLegend).toContainText(/run: [\d.]+% at /);
  const time = (await cpuLegend.textContent())?.split(' at ')[1];
  expect(await statesLegend.textContent()).toContain(` at ${time}`);

  // By keyboard: the focused chart's value is the read-out.
  await page.mouse.move(0, 0);
  await states.focus();
  await page.keyboard.press('End');
  await expect(states).toHaveAttribute('aria-valuetext', /: .*run [\d.]+%/);
  await expect(cpuLegend).toContainText(/Running: [\d.]+% at /);
});

test("a week of a 4-vCPU instance's time by state is drawn, each state under the platform's sample limit", async ({
  page,
}) => {
  await page.goto(`${METRICS}?range=week`);
  await expect(page.getByRole('radio', { name: 'Last week' })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('slider', { name: 'vCPU time by state read-out' })).toBeVisible();
  const legend = page.getByRole('list', { name: 'vCPU time by state legend' });
  for (const state of ['run', 'idle', 'waiting', 'emulation'])
    await expect(legend).toContainText(`${state}:`);
  await expect(page.getByText(/more than the current limit/)).toHaveCount(0);
});

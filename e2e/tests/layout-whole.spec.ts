import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support';

// The console whole at a narrow and a wide window with the longest names the platform allows (63 characters):
// the instance summary, headings and breadcrumbs in view, every row menu reachable without scrolling sideways,
// nothing under the Jobs button, the serial terminal refitted after a resize, and a home page that explains
// itself to a user with no group and no role.

test.describe.configure({ timeout: 90_000 });

const LONGEST = 63;
const PROJECT = `p${'r'.repeat(LONGEST - 1)}`;
const INSTANCE = `i${'n'.repeat(LONGEST - 1)}`;
const HOSTNAME = `h${'o'.repeat(LONGEST - 1)}`;
const SUMMARY_FIELDS = ['State', 'CPU', 'RAM', 'External IPs', 'Hostname', 'ID', 'Created'];

/**
 * Creates a project and an instance with 63-character names (and hostname) through the page's own platform:
 * the preview keeps its data in the page, so they are made there and reached by client-side navigation.
 */
async function seedLongNames(page: Page) {
  await page.goto('/projects');
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible({ timeout: 30_000 });
  const failures = await page.evaluate(
    async ({ project, instance, hostname }) => {
      const post = async (path: string, body: object) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.ok ? [] : [`${path}: ${response.status} ${await response.text()}`];
      };
      return [
        ...(await post('/v1/projects', { name: project, description: 'a project with the longest name' })),
        ...(await post(`/v1/instances?project=${project}`, {
          name: instance,
          description: '',
          hostname,
          ncpus: 16,
          memory: 64 * 1024 ** 3,
          start: false,
        })),
        ...(await post(`/v1/instances?project=${project}`, {
          name: 'short',
          description: '',
          hostname: 'short',
          ncpus: 1,
          memory: 1024 ** 3,
          start: false,
        })),
      ];
    },
    { project: PROJECT, instance: INSTANCE, hostname: HOSTNAME },
  );
  expect(failures).toEqual([]);
}

/** Navigates without reloading, which would restart the in-browser platform and forget what was made. */
async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** The element lies wholly inside the window, both ways. */
async function expectWithinWindow(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const { width } = page.viewportSize() ?? { width: 0 };
  expect(box.x, `${locator} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends inside the window`).toBeLessThanOrEqual(width);
}

for (const width of [800, 1400]) {
  test(`at ${width} px, 63-character names keep the headings, breadcrumbs, summary and row menus whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await seedLongNames(page);

    await goClientSide(page, `/projects/${PROJECT}/instances`);
    const table = page.getByRole('table', { name: 'Instances' });
    await expect(table.getByRole('rowheader')).toHaveCount(2);
    await expectWithinWindow(page, page.getByRole('heading', { level: 1 }));
    await expectWithinWindow(page, page.getByRole('navigation', { name: 'Breadcrumbs' }));
    // Every row's menu is on screen as it stands (no sideways scrolling), and opens.
    for (const name of [INSTANCE, 'short']) {
      const menu = page.getByRole('button', { name: `Row actions for ${name}` });
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expectWithinWindow(page, menu);
      await menu.click();
      await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
    // One line per cell: a cell's text never wraps ('16' over 'vCPUs').
    const cpuCell = table.getByRole('cell', { name: '16 vCPUs' });
    const lineHeight = await cpuCell.evaluate((cell) => Number.parseFloat(getComputedStyle(cell).lineHeight));
    const textHeight = await cpuCell.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().height;
    });
    expect(textHeight).toBeLessThan(lineHeight * 1.5);

    await table.getByRole('link', { name: new RegExp(`^${INSTANCE.slice(0, 10)}`) }).click();
    const summary = page.getByLabel('Instance summary');
    await expect(summary).toBeVisible();
    for (const field of SUMMARY_FIELDS) {
      await expect(summary.getByText(field, { exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(summary.getByText('16 vCPUs')).toBeInViewport({ ratio: 1 });
    await expect(summary.getByText('64 GiB')).toBeInViewport({ ratio: 1 });
    // The hostname shows cut, with the whole of it for screen readers and in a tooltip.
    await expect(summary.getByText(HOSTNAME.slice(0, 20)).first()).toBeInViewport({ ratio: 1 });
    await expectWithinWindow(page, summary);
    await expectWithinWindow(page, page.getByRole('heading', { level: 1 }));
    await expectWithinWindow(page, page.getByRole('navigation', { name: 'Breadcrumbs' }));
  });

  test(`at ${width} px the Jobs button covers neither the pagination bar nor the rows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/projects/mock-project/snapshots');
    await expect(page.getByRole('table', { name: 'Snapshots' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'Select db1-data-nightly' }).click();
    await page
      .getByRole('toolbar', { name: 'Actions for 1 snapshot' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Confirm delete' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const jobs = page.getByRole('button', { name: /^Jobs/ });
    await expect(jobs).toBeVisible();

    // A long list, scrolled to its end: its last row and the bar's controls stay clear of the button.
    await goClientSide(page, '/projects/mock-project/instances');
    const rows = page.getByRole('table', { name: 'Instances' }).getByRole('row');
    await expect(rows.nth(10)).toBeVisible();
    await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    const bar = page.getByRole('navigation', { name: 'Pagination' });
    const controls = [
      bar.getByText('rows per page'),
      bar.getByRole('combobox'),
      bar.getByRole('button', { name: 'Previous' }),
      bar.getByRole('button', { name: 'Next' }),
      rows.last(),
    ];
    const button = await boxOf(jobs);
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
      expect(overlap(button, await boxOf(control)), `the Jobs button over ${control}`).toBe(false);
    }
  });
}

test('the serial terminal refits to the window after it shrinks', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/projects/mock-project/instances/db1/serial-console');
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible({ timeout: 30_000 });
  const terminal = page.getByRole('region', { name: 'Serial console of db1' });
  const screen = terminal.locator('.xterm-screen');
  await expect(screen).toBeVisible();
  const rowsAt = () => screen.evaluate((element) => element.getBoundingClientRect().height);
  const tall = await rowsAt();

  await page.setViewportSize({ width: 900, height: 700 });
  await expect.poll(rowsAt).toBeLessThan(tall);
  // The terminal's rows end inside its frame, and the frame inside the window.
  await expect
    .poll(async () => {
      const frame = await boxOf(terminal);
      const rows = await boxOf(screen);
      return rows.y + rows.height <= frame.y + frame.height + 1 && frame.y + frame.height <= 700;
    })
    .toBe(true);
  await expect(screen).toBeInViewport({ ratio: 1 });
});

test('a user with no group and no role is told why the home page is empty and whom to ask', async ({
  page,
}) => {
  await page.goto('/login/maze-war/local?redirect_uri=%2Fprojects');
  await page.getByLabel('Username').fill('jane');
  await page.getByLabel('Password').fill('rack-console');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'No projects' })).toBeVisible();
  await expect(
    page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly. Read the docs for more information.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Ask your administrator to give you a role on the silo or on a project.'),
  ).toBeVisible();
  await expect(page.getByText('You need to create a project to be able to see it here.')).toHaveCount(0);
});

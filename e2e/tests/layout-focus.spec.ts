import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectScreen, test } from './support';

const PROJECT = 'mock-project';

// The first load also starts the in-browser mock, and instances change state on the mock's clock.
test.describe.configure({ timeout: 90_000 });

const table = (page: Page, name: string) => page.getByRole('table', { name });
const jobsButton = (page: Page) => page.getByRole('button', { name: /^Jobs/ });

/** Presses Tab until `target` has the focus and says how many presses it took. */
async function tabsTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached in ${limit} Tabs`);
}

/** The focused element is not the page's body, where a keyboard user would have to start over. */
const expectFocusOnPage = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toMatch(/^(BODY|HTML)$/);

test('a side panel opens on its first field and gives focus back to its opener on close', async ({
  page,
}) => {
  await page.goto('/projects');
  const newProject = page.getByRole('link', { name: 'New Project' });
  await newProject.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Create project' });
  await expect(panel.getByRole('textbox', { name: 'Name' })).toBeFocused();
  // Focus stays in the panel: Shift+Tab from its first field wraps inside it.
  await page.keyboard.press('Shift+Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(newProject).toBeFocused();

  await newProject.click();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await expect(newProject).toBeFocused();
});

test('after submit focus is on the new page, not the body', async ({ page }) => {
  const name = `focus-${Date.now().toString(36)}`;
  await page.goto('/projects');
  await page.getByRole('link', { name: 'New Project' }).click();
  const panel = page.getByRole('dialog', { name: 'Create project' });
  await panel.getByRole('textbox', { name: 'Name' }).fill(name);
  await panel.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`/projects/${name}/instances`);
  await expectFocusOnPage(page);
});

test('after a confirmed delete from a row menu, focus goes to the table, not the body', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/snapshots`);
  const menuButton = page.getByRole('button', { name: 'Row actions for db1-boot-snap' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm delete' });
  // The confirm dialog opens on Cancel; cancelled, focus goes back to the row's menu button.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(menuButton).toHaveCount(0);
  await expect(page.locator(':focus').getByRole('table', { name: 'Snapshots' })).toBeVisible();
});

test("the skip links lead into the page past the navigation, and to a list's first row", async ({ page }) => {
  for (const [path, skipLink, target, bound] of [
    ['/projects', 'Skip to content', (p: Page) => p.getByRole('link', { name: 'New Project' }), 4],
    [
      `/projects/${PROJECT}/instances`,
      'Skip to table',
      // The first row's name link, which 'Skip to content' leaves behind the toolbar, select-all and sort buttons.
      (p: Page) => table(p, 'Instances').getByRole('rowheader').first().getByRole('link'),
      0,
    ],
  ] as const) {
    await page.goto(path);
    await expectScreen(page);
    const fromLoad = await tabsTo(page, target(page));
    await page.goto(path);
    await expectScreen(page);
    // Preview mode's banner comes first, then the skip links: to content, then to the table.
    const toSkipLink = await tabsTo(page, page.getByRole('link', { name: skipLink }));
    expect(toSkipLink).toBeLessThanOrEqual(3);
    await page.keyboard.press('Enter');
    const fromSkipLink = await tabsTo(page, target(page));
    test.info().annotations.push({
      type: 'Tabs',
      description: `${path}: ${fromLoad} from page load; ${skipLink} (${toSkipLink}) + Enter + ${fromSkipLink}`,
    });
    expect(fromSkipLink).toBeLessThanOrEqual(bound);
  }

  // A page without a table offers no stop that leads nowhere: Tab goes from 'Skip to content' to the page.
  await page.goto(`/projects/${PROJECT}/instances/db1/settings`);
  await expectScreen(page);
  await tabsTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await expect(page.getByRole('link', { name: 'Skip to table' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link:focus')).toHaveCount(0);
});

test('at 800 px wide the navigation is a menu and the row menu stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`/projects/${PROJECT}/instances`);
  await expect(table(page, 'Instances')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeHidden();

  // The open drawer hides the rest of the page from assistive technology, its button included.
  const menu = page.getByRole('button', { name: 'Navigation', includeHidden: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('navigation', { name: 'Project' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // A link followed from the drawer closes it.
  await menu.click();
  await drawer.getByRole('link', { name: 'Disks' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(`/projects/${PROJECT}/disks`);
  await page.goBack();

  // The table scrolls sideways, keeping the names and the row menus in view.
  const rowMenu = page.getByRole('button', { name: 'Row actions for db1' });
  await expect(rowMenu).toBeInViewport({ ratio: 1 });
  await expect(table(page, 'Instances').getByRole('rowheader', { name: 'db1' })).toBeInViewport();
  await rowMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a 63-character name is cut with an ellipsis and shown whole in a tooltip', async ({ page }) => {
  const name = `long-${'n'.repeat(52)}-${Date.now().toString(16).slice(-5)}`;
  expect(name).toHaveLength(63);
  await page.goto('/projects-new');
  const panel = page.getByRole('dialog', { name: 'Create project' });
  await panel.getByRole('textbox', { name: 'Name' }).fill(name);
  await panel.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`/projects/${name}/instances`);
  // The panel's opener went with the list it sat on: focus lands on the new page, not the body.
  await expectFocusOnPage(page);
  // Spec §9: the limit minus 2 characters plus an ellipsis; the crumb and the picker name it in full.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name }).getByText(`${name.slice(0, 22)}…`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Switch project: ${name}` })).toBeVisible();
  const crumbBox = await crumbs.boundingBox();
  expect(crumbBox?.height).toBeLessThan(40);

  // In the app, not by reloading: the preview mock forgets what was made on a reload.
  await crumbs.getByRole('link', { name: 'Projects' }).click();
  const cell = table(page, 'Projects').getByRole('rowheader', { name });
  const cut = cell.getByText(`${name.slice(0, 30)}…`, { exact: true });
  await expect(cut).toBeVisible();
  await cut.hover();
  await expect(page.getByRole('tooltip')).toHaveText(name);
});

test('a 63-character VPC name is cut in its list with the full name in a tooltip', async ({ page }) => {
  const name = `vpc-${'v'.repeat(53)}-${Date.now().toString(16).slice(-5)}`;
  expect(name).toHaveLength(63);
  await page.goto(`/projects/${PROJECT}/vpcs-new`);
  const panel = page.getByRole('dialog', { name: 'Create VPC' });
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await panel.getByRole('textbox', { name: 'DNS name' }).fill(name);
  await panel.getByRole('button', { name: 'Create VPC' }).click();
  await expect(page).toHaveURL(`/projects/${PROJECT}/vpcs/${name}/firewall-rules`);

  // In the app, not by reloading: the preview mock forgets what was made on a reload.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'VPCs' }).click();
  const link = table(page, 'VPCs').getByRole('link', { name });
  const cut = link.getByText(`${name.slice(0, 30)}…`, { exact: true });
  await expect(cut).toBeVisible();
  await cut.hover();
  await expect(page.getByRole('tooltip')).toHaveText(name);
});

test('the jobs tray never covers a navigation link', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances`);
  await expect(table(page, 'Instances')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Select scratch' }).click();
  await page
    .getByRole('toolbar', { name: 'Actions for 1 instance' })
    .getByRole('button', { name: 'Start' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Confirm start' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(jobsButton(page)).toBeVisible();

  for (const height of [700, 900]) {
    await page.setViewportSize({ width: 1280, height });
    for (const open of [false, true]) {
      if (open) await jobsButton(page).click();
      const tray = open ? page.getByRole('region', { name: 'Jobs' }) : jobsButton(page);
      await expect(tray).toBeVisible();
      const trayBox = await tray.boundingBox();
      if (!trayBox) throw new Error('the jobs tray has no box');
      for (const link of await page.getByRole('navigation').getByRole('link').all()) {
        const box = await link.boundingBox();
        if (!box) continue;
        const overlaps =
          box.x < trayBox.x + trayBox.width &&
          trayBox.x < box.x + box.width &&
          box.y < trayBox.y + trayBox.height &&
          trayBox.y < box.y + box.height;
        expect(overlaps, `${await link.textContent()} at ${height} px`).toBe(false);
      }
      if (open) await page.getByRole('button', { name: 'Close jobs' }).click();
    }
  }
});

test('the Resize dialog has Cancel, which gives focus back to the row menu', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances`);
  const rowMenu = page.getByRole('button', { name: 'Row actions for scratch' });
  await rowMenu.click();
  await page.getByRole('menuitem', { name: 'Resize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resize scratch' });
  await expect(dialog.getByRole('spinbutton', { name: 'vCPUs' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowMenu).toBeFocused();
});

test('the serial console fits the window: the page itself does not scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`/projects/${PROJECT}/instances/db1/settings`);
  await expectScreen(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 800]) {
    test(`the main pages stay accessible in the ${theme} theme at ${width} px`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('rack-console-theme', value), theme);
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        '/projects',
        `/projects/${PROJECT}/instances`,
        `/projects/${PROJECT}/instances/db1/storage`,
        `/projects/${PROJECT}/disks`,
      ]) {
        await page.goto(path);
        await expectScreen(page);
        await expectAccessible(page);
      }
      if (width < 1000) {
        await page.getByRole('button', { name: 'Navigation' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await expectAccessible(page);
      }
    });
  }
}

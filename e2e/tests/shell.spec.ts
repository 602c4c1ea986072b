import { expect, type Locator, type Page } from '@playwright/test';
import { consolePaths, fillParams, test } from './support';

test('preview mode says so and explains itself in a dialog', async ({ page }) => {
  await page.goto('/projects');
  const banner = page.getByRole('region', { name: 'Preview mode' });
  await expect(banner).toContainText('This is a technical preview.');
  await banner.getByRole('button', { name: 'Learn more' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Console Technical Preview' });
  await expect(dialog).toContainText('persist while you move around the console');
  await expect(dialog).toContainText('visible only to you');
  await expect(dialog).toContainText('vanish when you refresh the page');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Learn more' })).toBeFocused();
});

test('the page title is the crumbs reversed, ending with the console name', async ({ page }) => {
  await page.goto('/settings/ssh-keys');
  await expect(page).toHaveTitle('SSH Keys / Settings / Rack Console');
});

test('Ctrl+K opens the palette; typing filters; Enter goes there', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Search pages and actions' });
  await expect(search).toBeFocused();
  await page.keyboard.type('access tok');
  await expect(page.getByRole('option')).toHaveText(['Settings Access Tokens']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings/access-tokens');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('ssh');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings/ssh-keys');
});

test('inside a project the palette offers its pages and actions', async ({ page }) => {
  await page.goto('/projects/mock-project/instances');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('new instance');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/projects/mock-project/instances-new');
});

test('a side panel opens and closes from the keyboard alone', async ({ page }) => {
  await page.goto('/projects');
  const newProject = page.getByRole('link', { name: 'New Project' });
  await newProject.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Create project' });
  await expect(panel).toBeVisible();
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL('/projects');
});

/** Presses Tab until `target` has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a project is created with the keyboard alone', async ({ page }) => {
  const name = `keys-${Date.now().toString(36)}`;
  await page.goto('/projects');
  await tabTo(page, page.getByRole('link', { name: 'New Project' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Create project' });
  await tabTo(page, panel.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Made without a mouse');
  await tabTo(page, panel.getByRole('button', { name: 'Create project' }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  // A new project opens on its (empty) instances list.
  await expect(page).toHaveURL(`/projects/${name}/instances`);
  await expect(page.getByRole('button', { name: `Switch project: ${name}` })).toBeVisible();
});

test('row actions and the confirm dialog work from the keyboard alone', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Row actions for empty-project' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('table', { name: 'Projects' })).toContainText('empty-project');
});

const instanceTabs = fillParams('/projects/$project/instances/$instance/storage');

test('tabs move with the arrow keys, wrapping around', async ({ page }) => {
  test.skip(!consolePaths().some(({ path }) => path === instanceTabs), 'instance tabs not built yet');
  await page.goto(instanceTabs);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  expect(await tabs.count()).toBeGreaterThan(1);
  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await expect(page).toHaveURL(instanceTabs);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(instanceTabs);
});

import { expect, type Page } from '@playwright/test';
import { test } from './support';

const PROJECT = 'mock-project';

/** Opens the form's 'CLI Command' dialog and gives back the dialog and the command it shows. */
async function openCliCommand(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByRole('button', { name: 'CLI Command' }).click();
  const dialog = page.getByRole('dialog', { name: 'CLI command' });
  await expect(dialog).toBeVisible();
  return { dialog, command: (await dialog.locator('code').textContent()) ?? '' };
}

/** Copies the command and checks the clipboard holds exactly what the dialog shows. */
async function copyCommand(page: Page, dialog: ReturnType<Page['getByRole']>, command: string) {
  await dialog.getByRole('button', { name: 'Copy command' }).click();
  await expect(dialog.getByLabel('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('the project create form shows and copies its rackctl command', async ({ page }) => {
  await page.goto('/projects-new');
  const form = page.getByRole('dialog', { name: 'Create project' });
  // The first load also starts the in-browser mock, which is slow on a busy machine.
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByRole('textbox', { name: 'Name' }).fill('cli-web');
  await form.getByRole('textbox', { name: /Description/ }).fill("Hannah's web tier");

  const { dialog, command } = await openCliCommand(page, form);
  expect(command).toBe("rackctl project create cli-web --description 'Hannah'\\''s web tier'");
  await copyCommand(page, dialog, command);

  // Closing the command goes back to the form, which still creates the project.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL('/projects/cli-web/instances');
});

test('the instance create form shows the command for its current values', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances-new`);
  await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Create instance' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('cli-db');
  await form.getByRole('checkbox', { name: 'Start the instance once it is created' }).uncheck();

  const first = await openCliCommand(page, form);
  expect(first.command).toMatch(
    new RegExp(
      `^rackctl instance create cli-db --project ${PROJECT} --ncpus 2 --memory 8GiB --image \\S+ --boot-disk-size 10GiB .*--ip ephemeral --no-start$`,
    ),
  );
  await copyCommand(page, first.dialog, first.command);
  await first.dialog.getByRole('button', { name: 'Close' }).click();

  // Jumbo frames have no rackctl flag: the command becomes the API call, with the body the form would send.
  await form.getByRole('checkbox', { name: 'Enable jumbo frames' }).check();
  const second = await openCliCommand(page, form);
  expect(second.command).toContain(`| rackctl api '/v1/instances?project=${PROJECT}' --method POST --body -`);
  expect(second.command).toContain('"name":"cli-db"');
  expect(second.command).toContain('"enable_jumbo_frames":true');
  expect(second.command).toContain('"start":false');
  await copyCommand(page, second.dialog, second.command);
});

/** The instance create request the form sends when it is submitted, as the browser sent it. */
async function submitInstanceForm(page: Page, form: ReturnType<Page['getByRole']>) {
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/instances',
  );
  await form.getByRole('button', { name: 'Create instance' }).click();
  const request = await sent;
  return { url: new URL(request.url()), body: request.postDataJSON() as Record<string, unknown> };
}

/** The value of each `--flag value` of a rackctl command, and the bare flags as `true`. */
function flagsOf(command: string): Record<string, string | true> {
  const flags: Record<string, string | true> = {};
  const words = command.split(' ');
  words.forEach((word, index) => {
    if (!word.startsWith('--')) return;
    const next = words[index + 1];
    flags[word.slice(2)] = next === undefined || next.startsWith('--') ? true : next;
  });
  return flags;
}

test('the instance form sends the boot disk and size its rackctl command names', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances-new`);
  await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Create instance' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('cli-request');
  await form.getByRole('checkbox', { name: 'Start the instance once it is created' }).uncheck();

  const { dialog, command } = await openCliCommand(page, form);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const flags = flagsOf(command);
  const { url, body } = await submitInstanceForm(page, form);

  expect(url.searchParams.get('project')).toBe(flags.project);
  // The boot disk the form left unnamed: the command names it as the request does.
  expect(body.boot_disk).toMatchObject({ type: 'create', name: flags['boot-disk-name'], size: 10 * 2 ** 30 });
  expect(flags['boot-disk-size']).toBe('10GiB');
  expect(body).toMatchObject({
    name: 'cli-request',
    ncpus: Number(flags.ncpus),
    memory: 8 * 2 ** 30,
    start: false,
  });
  expect(flags.memory).toBe('8GiB');
  expect(flags['no-start']).toBe(true);
});

test('the instance form sends exactly the body its rackctl api command pipes in', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances-new`);
  await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Create instance' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('cli-api-request');
  // Jumbo frames have no rackctl flag, so the command is the API call with its body.
  await form.getByRole('checkbox', { name: 'Enable jumbo frames' }).check();

  const { dialog, command } = await openCliCommand(page, form);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const piped = /^printf '%s\\n' '(.*)' \| rackctl api '([^']+)' --method POST --body -$/s.exec(command);
  expect(piped, command).not.toBeNull();
  const [, quotedBody = '', path = ''] = piped ?? [];
  const { url, body } = await submitInstanceForm(page, form);

  expect(`${url.pathname}${url.search}`).toBe(path);
  expect(body).toEqual(JSON.parse(quotedBody.replaceAll(`'\\''`, "'")));
});

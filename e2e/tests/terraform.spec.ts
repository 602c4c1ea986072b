import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './support';

const PROJECT = 'mock-project';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test("a create form's Terraform tab shows what creates the same VPC, looked up by name, and copies it", async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/vpcs-new`);
  const form = page.getByRole('dialog', { name: 'Create VPC' });
  // The first load also starts the in-browser mock, which is slow on a busy machine.
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('tf-net');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
  await form.getByRole('textbox', { name: /Description/ }).fill('Made with ${terraform} in mind');
  await form.getByRole('textbox', { name: 'DNS name' }).fill('tf-net');
  await form.getByRole('button', { name: 'CLI Command' }).click();
  const dialog = page.getByRole('dialog', { name: 'CLI command' });
  await expect(dialog.getByRole('tab', { name: 'rackctl' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Terraform' }).click();
  const code = dialog.getByRole('tabpanel').locator('code');
  await expect(code).toContainText('resource "oxide_vpc" "tf_net" {');
  const terraform = (await code.textContent()) ?? '';
  expect(terraform).toContain(
    `data "oxide_project" "${PROJECT.replace('-', '_')}" {\n  name = "${PROJECT}"\n}`,
  );
  expect(terraform).toContain('  project_id  = data.oxide_project.mock_project.id\n');
  expect(terraform).toContain('  description = "Made with $${terraform} in mind"\n');
  expect(terraform).not.toContain('import {');
  await dialog.getByRole('button', { name: 'Copy Terraform' }).click();
  await expect(dialog.getByLabel('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(terraform);
});

test("a project's page downloads the whole project as main.tf, with an import block for each resource", async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances`);
  await page.getByRole('button', { name: 'Export as Terraform' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Export as Terraform' });
  const shown = dialog.locator('code');
  await expect(shown).toContainText('resource "oxide_project" "mock_project" {');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download main.tf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('main.tf');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toBe(await shown.textContent());
  expect(text).toMatch(
    /^# Project mock-project, written by Rack Console for the oxidecomputer\/oxide provider\.\n/,
  );
  expect(text).toContain('      source  = "oxidecomputer/oxide"\n      version = "0.21.0"\n');
  expect(text).toContain(
    'import {\n  to = oxide_instance.db1\n  id = "c0010000-5eed-4c0e-9c1d-000000000001"\n}',
  );
  // Every resource has its import block, and no id is written anywhere else but in them.
  const resources = text.match(/^resource "/gm) ?? [];
  const imports = text.match(/^import \{/gm) ?? [];
  expect(resources.length).toBeGreaterThan(5);
  expect(imports).toHaveLength(resources.length);
  const withoutImports = text.replace(/^import \{\n[^}]*\}\n/gm, '');
  expect(withoutImports).not.toMatch(/"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/);
});

test("a list's row action exports that one disk, the project looked up by name, and downloads it", async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/disks`);
  await page.getByRole('button', { name: 'Row actions for broken-disk' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Export as Terraform' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export as Terraform' });
  const shown = dialog.locator('code');
  await expect(shown).toContainText('resource "oxide_disk" "broken_disk" {');
  const text = (await shown.textContent()) ?? '';
  expect(text).toMatch(/^# From project mock-project, written by Rack Console/);
  expect(text).toContain('data "oxide_project" "mock_project" {\n  name = "mock-project"\n}');
  expect(text).toContain('  project_id  = data.oxide_project.mock_project.id\n');
  expect(text).toContain('  name        = "broken-disk"\n');
  expect(text).toContain('  description = "Lost its storage"\n');
  expect(text).toContain(`  size        = ${30 * 2 ** 30}\n`);
  expect(text).toMatch(/import \{\n {2}to = oxide_disk\.broken_disk\n {2}id = "[0-9a-f-]{36}"\n\}/);
  // That disk alone: no other resource of the project comes with it.
  expect(text.match(/^resource "/gm)).toHaveLength(1);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download main.tf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('main.tf');
  expect(await readFile(await download.path(), 'utf8')).toBe(text);
});

test("the fleet's address lots and port settings export as Terraform from their row menus", async ({
  page,
}) => {
  await page.goto('/system/networking/address-lots');
  await page.getByRole('button', { name: 'Row actions for initial-infra' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Export as Terraform' }).click();
  let dialog = page.getByRole('dialog', { name: 'Export as Terraform' });
  await expect(dialog.locator('code')).toContainText('resource "oxide_address_lot" "initial_infra" {');
  await expect(dialog.locator('code')).toContainText(
    'import {\n  to = oxide_address_lot.initial_infra\n  id = "3b7e1d20-5c4a-4f8e-9d10-000000000001"\n}',
  );
  await page.keyboard.press('Escape');

  await page.goto('/system/networking/port-settings');
  await page.getByRole('button', { name: 'Row actions for default-uplink0' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Export as Terraform' }).click();
  dialog = page.getByRole('dialog', { name: 'Export as Terraform' });
  await expect(dialog.locator('code')).toContainText(
    'resource "oxide_switch_port_settings" "default_uplink0" {',
  );
});

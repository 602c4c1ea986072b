import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectProject, projectToTerraform } from '@rackconsole/sdk/terraform';
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from '../testing/cli';

const sandbox = signedInSandbox();

describe('rackctl export terraform', { timeout: 120_000 }, () => {
  it('prints the whole project: the same bytes the SDK generator writes for it, which the console downloads', async () => {
    const result = await sandbox.rackctl(['export', 'terraform', '--project', 'mock-project']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const api = sandbox.platform.clientAs('hannah');
    expect(result.stdout).toBe(projectToTerraform(await collectProject(api, 'mock-project')));
    expect(result.stdout).toContain('resource "oxide_project" "mock_project" {');
    expect(result.stdout).toContain('resource "oxide_vpc_firewall_rules" "default" {');
    expect(result.stdout).toMatch(/resource "oxide_instance" "[a-z0-9_]+" \{/);
    expect(result.stdout).toMatch(
      /import \{\n {2}to = oxide_instance\.[a-z0-9_]+\n {2}id = "[0-9a-f-]{36}"\n\}/,
    );
  });

  it('writes the module to --output and nothing to stdout', async () => {
    const file = join(sandbox.configHome, 'main.tf');
    const result = await sandbox.rackctl([
      'export',
      'terraform',
      '--project',
      'mock-project',
      '--output',
      file,
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Wrote ${file}\n`);
    const printed = await sandbox.rackctl(['export', 'terraform', '--project', 'mock-project']);
    expect(await readFile(file, 'utf8')).toBe(printed.stdout);
  });

  it('fails on a project that does not exist: the error on stderr, nothing on stdout', async () => {
    const result = await sandbox.rackctl(['export', 'terraform', '--project', 'no-such-project']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('error: Not found: project with name "no-such-project"\n');
  });

  it('exports the fleet with --system, and wants exactly one of --project and --system', async () => {
    const fleet = await sandbox.rackctl(['export', 'terraform', '--system']);
    expect(fleet.code).toBe(0);
    expect(fleet.stdout).toContain('resource "oxide_silo" "maze_war" {');
    expect(fleet.stdout).toMatch(
      /resource "oxide_ip_pool_silo_link" [^\n]+\n(?:.*\n)*?import \{\n {2}to = oxide_ip_pool_silo_link\.[a-z0-9_]+\n {2}id = "[0-9a-f-]{36}\/[0-9a-f-]{36}"/,
    );
    const neither = await sandbox.rackctl(['export', 'terraform']);
    expect(neither.code).toBe(2);
    expect(neither.stdout).toBe('');
    expect(neither.stderr).toContain('Give either --project NAME or --system.');
  });

  it('prints a view as Terraform with --format terraform: the resource and what lives in it, the project by name', async () => {
    const vpc = await sandbox.rackctl([
      'vpc',
      'view',
      'default',
      '--project',
      'mock-project',
      '--format',
      'terraform',
    ]);
    expect(vpc.stderr).toBe('');
    expect(vpc.code).toBe(0);
    expect(vpc.stdout).toContain('data "oxide_project" "mock_project" {\n  name = "mock-project"\n}');
    expect(vpc.stdout).toContain('resource "oxide_vpc" "default" {');
    expect(vpc.stdout).toContain('resource "oxide_vpc_firewall_rules" "default" {');
    expect(vpc.stdout).not.toContain('resource "oxide_instance"');
    const project = await sandbox.rackctl(['project', 'view', 'mock-project', '--format', 'terraform']);
    expect(project.code).toBe(0);
    expect(project.stdout.match(/^resource "/gm)).toEqual(['resource "']);
  });

  it('refuses --format terraform where it means nothing, printing nothing', async () => {
    const list = await sandbox.rackctl(['project', 'list', '--format', 'terraform']);
    expect(list.code).toBe(2);
    expect(list.stdout).toBe('');
    expect(list.stderr).toContain(
      '--format terraform is for the view commands of what the Terraform provider manages',
    );
  });
});

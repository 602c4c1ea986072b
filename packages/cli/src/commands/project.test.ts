import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const sandbox = signedInSandbox();

interface WireProject {
  id: string;
  name: string;
  description: string;
  time_created: string;
}

describe('rackctl project', { timeout: 120_000 }, () => {
  it('lists projects as a table sized to COLUMNS', async () => {
    const result = await sandbox.rackctl(['project', 'list'], { env: { COLUMNS: '40' } });
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+DESCRIPTION\s+CREATED$/);
    expect(lines.some((line) => line.startsWith('mock-project'))).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    // No colour when stdout is not a terminal.
    expect(result.stdout).not.toContain('\u001b[');
  });

  it('lists projects as JSON in the platform format', async () => {
    const projects = json<WireProject[]>(await sandbox.rackctl(['project', 'list', '--json']));
    expect(projects.map((project) => project.name)).toEqual(
      expect.arrayContaining(['mock-project', 'other-project', 'empty-project']),
    );
    expect(projects[0]).toHaveProperty('time_created');
  });

  it('creates, views, updates and deletes a project', async () => {
    const created = await sandbox.rackctl([
      'project',
      'create',
      'cli-crud',
      '--description',
      'made by a test',
      '--json',
    ]);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Created project cli-crud');
    expect(json<WireProject>(created)).toMatchObject({ name: 'cli-crud', description: 'made by a test' });

    const viewed = await sandbox.rackctl(['project', 'view', 'cli-crud']);
    expect(viewed.code).toBe(0);
    expect(viewed.stdout).toMatch(/^Name:\s+cli-crud$/m);
    expect(viewed.stdout).toMatch(/^Description:\s+made by a test$/m);

    const updated = json<WireProject>(
      await sandbox.rackctl([
        'project',
        'update',
        'cli-crud',
        '--name',
        'cli-renamed',
        '-d',
        'renamed',
        '--json',
      ]),
    );
    expect(updated).toMatchObject({ name: 'cli-renamed', description: 'renamed' });

    // A project with anything in it cannot be deleted; a new one has its default VPC and subnet.
    const refused = await sandbox.rackctl(['project', 'delete', 'cli-renamed']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: Project to be deleted contains a vpc: default');
    for (const args of [
      ['subnet', 'delete', 'default', '--vpc', 'default'],
      ['vpc', 'delete', 'default'],
    ]) {
      expect((await sandbox.rackctl([...args, '--project', 'cli-renamed'])).code).toBe(0);
    }
    const deleted = await sandbox.rackctl(['project', 'delete', 'cli-renamed']);
    expect(deleted).toMatchObject({ code: 0, stdout: '' });
    expect(deleted.stderr).toContain('Deleted project cli-renamed');
    const gone = await sandbox.rackctl(['project', 'view', 'cli-renamed']);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('error: Not found: project with name "cli-renamed"');
  });

  it('follows page tokens with --all, and says when a page is not the last', async () => {
    const firstPage = await sandbox.rackctl(['project', 'list', '--limit', '1', '--json']);
    expect(json<WireProject[]>(firstPage)).toHaveLength(1);
    expect(firstPage.stderr).toContain('More results exist');
    const everything = await sandbox.rackctl(['project', 'list', '--limit', '1', '--all', '--json']);
    const all = json<WireProject[]>(everything);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((project) => project.id)).size).toBe(all.length);
    expect(everything.stderr).toBe('');
  });

  it('reports an existing name with the error catalogue message (exit 1)', async () => {
    const result = await sandbox.rackctl(['project', 'create', 'mock-project']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: Project name already exists\n');
  });

  it('prints the details of a failed call with --debug', async () => {
    const quiet = await sandbox.rackctl(['project', 'view', 'nope']);
    expect(quiet.stderr).toBe('error: Not found: project with name "nope"\n');
    const debug = await sandbox.rackctl(['--debug', 'project', 'view', 'nope']);
    expect(debug.code).toBe(1);
    expect(debug.stderr).toContain('projectView failed (HTTP 404)');
    expect(debug.stderr).toContain('"errorCode":"ObjectNotFound"');
  });

  it('refuses an invalid name before calling the platform (exit 2)', async () => {
    const result = await sandbox.rackctl(['project', 'create', 'Not-Valid']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("value 'Not-Valid' is invalid for argument 'name'");
    expect(result.stderr).toContain('Must start with a lower-case letter');
  });
});

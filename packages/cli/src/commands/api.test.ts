import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const sandbox = signedInSandbox();

describe('rackctl api', { timeout: 120_000 }, () => {
  it('prints the answer of a GET exactly as the platform sends it (snake_case)', async () => {
    const result = await sandbox.rackctl(['api', '/v1/me']);
    expect(result.code).toBe(0);
    expect(json(result)).toMatchObject({
      display_name: 'Hannah Arendt',
      silo_name: 'maze-war',
      silo_admin: true,
    });
    const page = json<{ items: unknown[]; next_page: string | null }>(
      await sandbox.rackctl(['api', '/v1/projects?limit=1']),
    );
    expect(page.items).toHaveLength(1);
    expect(page.next_page).toEqual(expect.any(String));
  });

  it('sends a body from stdin (POST by default) or a file, with any method', async () => {
    const created = await sandbox.rackctl(['api', '/v1/projects', '--body', '-'], {
      input: '{"name":"raw-project","description":"made raw"}',
    });
    expect(created.code).toBe(0);
    expect(json(created)).toMatchObject({
      name: 'raw-project',
      description: 'made raw',
      time_created: expect.any(String),
    });
    const file = join(sandbox.configHome, 'update.json');
    await writeFile(file, '{"description":"updated raw"}');
    const updated = await sandbox.rackctl(['api', '/v1/projects/raw-project', '-X', 'put', '--body', file]);
    expect(json(updated)).toMatchObject({ name: 'raw-project', description: 'updated raw' });
    const deleted = await sandbox.rackctl([
      'api',
      '/v1/snapshots/nothing?project=raw-project',
      '-X',
      'DELETE',
    ]);
    expect(deleted.code).toBe(1);
    expect(deleted.stderr).toBe('error: Not found: snapshot with name "nothing"\n');
  });

  it('prints an error answer and its catalogue message, exit 1 (or 3 when unauthenticated)', async () => {
    const missing = await sandbox.rackctl(['api', '/v1/projects/nope']);
    expect(missing.code).toBe(1);
    expect(json(missing)).toMatchObject({ error_code: 'ObjectNotFound' });
    expect(missing.stderr).toBe('error: Not found: project with name "nope"\n');

    const exists = await sandbox.rackctl(['api', '/v1/projects', '--body', '-'], {
      input: '{"name":"raw-project","description":""}',
    });
    expect(exists.code).toBe(1);
    expect(exists.stderr).toBe('error: Project name already exists\n');

    const anonymous = await sandbox.rackctl(['api', '/v1/me'], {
      env: { RACK_HOST: sandbox.platform.url, RACK_TOKEN: 'bogus' },
    });
    expect(anonymous.code).toBe(3);
    expect(anonymous.stderr).toContain(`Run \`rackctl auth login --host ${sandbox.platform.url}\`.`);
  });

  it('checks the path, method and body before sending anything (exit 2)', async () => {
    const noSlash = await sandbox.rackctl(['api', 'v1/me']);
    expect(noSlash).toMatchObject({
      code: 2,
      stderr: 'error: The path must start with "/", e.g. /v1/projects\n',
    });
    const otherHost = await sandbox.rackctl(['api', '//attacker.example.com/v1/me']);
    expect(otherHost).toMatchObject({
      code: 2,
      stderr: `error: The path must be on ${sandbox.platform.url}, not http://attacker.example.com\n`,
    });
    const badMethod = await sandbox.rackctl(['api', '/v1/me', '-X', 'FETCH']);
    expect(badMethod.code).toBe(2);
    expect(badMethod.stderr).toContain('Must be one of GET, POST, PUT, DELETE, HEAD.');
    const badBody = await sandbox.rackctl(['api', '/v1/projects', '--body', '-'], { input: '{name:' });
    expect(badBody.code).toBe(2);
    expect(badBody.stderr).toContain('error: The body is not valid JSON');
    // A body past the platform's limit is refused before it is all read, and nothing is sent.
    const description = 'x'.repeat(2 * 1024 * 1024);
    const tooLarge = await sandbox.rackctl(['api', '/v1/projects', '--body', '-'], {
      input: JSON.stringify({ name: 'too-large', description }),
    });
    expect(tooLarge).toMatchObject({
      code: 2,
      stderr: 'error: The body in standard input is larger than 1 MiB, more than the platform takes\n',
    });
    expect((await sandbox.rackctl(['api', '/v1/projects/too-large'])).code).toBe(1);
  });
});

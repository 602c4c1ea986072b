import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const sandbox = signedInSandbox();

interface WireMatch {
  kind: string;
  name: string;
  project: string | null;
  id: string;
}

describe('rackctl search', { timeout: 120_000 }, () => {
  it('finds resources of every project by part of their name, as a table of kind, name, project and id', async () => {
    const result = await sandbox.rackctl(['search', 'OTHER']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^KIND\s+NAME\s+PROJECT\s+ID$/);
    const rows = lines.slice(1).map((line) => line.split(/\s{2,}/));
    expect(rows).toContainEqual(['Project', 'other-project', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(rows).toContainEqual(['Instance', 'other-app', 'other-project', expect.any(String)]);
    expect(rows).toContainEqual(['Disk', 'other-archive', 'other-project', expect.any(String)]);
    // Kinds come in a fixed order: projects first, then instances, then disks.
    const kinds = rows.map((row) => row[0]);
    expect(kinds.indexOf('Project')).toBeLessThan(kinds.indexOf('Instance'));
    expect(kinds.lastIndexOf('Instance')).toBeLessThan(kinds.indexOf('Disk'));
  });

  it('prints the matches as JSON with --json, the project null for silo-wide ones', async () => {
    const matches = json<WireMatch[]>(await sandbox.rackctl(['search', 'other-', '--json']));
    const instance = matches.find((match) => match.name === 'other-app');
    expect(instance).toMatchObject({ kind: 'instance', project: 'other-project' });
    const other = await sandbox.platform.clientAs('hannah').instanceView({
      path: { instance: 'other-app' },
      query: { project: 'other-project' },
    });
    expect(other.type === 'success' && other.data.id).toBe(instance?.id);
    expect(matches.find((match) => match.kind === 'project')).toMatchObject({
      name: 'other-project',
      project: null,
    });
  });

  it('caps the matches of each kind with --limit and says how many were left out', async () => {
    const all = json<WireMatch[]>(await sandbox.rackctl(['search', 'db', '--json']));
    const instances = all.filter((match) => match.kind === 'instance');
    expect(instances.length).toBeGreaterThan(1);
    const capped = await sandbox.rackctl(['search', 'db', '--limit', '1', '--json']);
    expect(capped.code).toBe(0);
    const shown = json<WireMatch[]>(capped);
    expect(shown.filter((match) => match.kind === 'instance')).toEqual([instances[0]]);
    expect(capped.stderr).toContain(`${all.length - shown.length} more matches not shown`);
  });

  it('exits 0 and says so on stderr when nothing matches', async () => {
    const table = await sandbox.rackctl(['search', 'no-such-thing-anywhere']);
    expect(table).toMatchObject({ code: 0, stdout: '' });
    expect(table.stderr).toContain('No results for "no-such-thing-anywhere"');
    const asJson = await sandbox.rackctl(['search', 'no-such-thing-anywhere', '--json']);
    expect(json(asJson)).toEqual([]);
  });

  it('refuses an empty name and a limit that is not a count', async () => {
    const empty = await sandbox.rackctl(['search', '  ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('Give part of a name to search for.');
    const limit = await sandbox.rackctl(['search', 'db', '--limit', '0']);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain('Must be from 1 to 1000.');
  });

  it('needs a login like every call', async () => {
    const result = await sandbox.rackctl(['search', 'db', '--profile', 'nobody']);
    expect(result.code).toBe(3);
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { credentialsPath } from '../config/paths';
import { json, signedInSandbox } from '../testing/cli';

const sandbox = signedInSandbox();

interface Status {
  profile: string | null;
  user: { display_name: string; silo_name: string };
  profiles: { name: string; host: string; active: boolean; user: string | null; problem: string | null }[];
}

describe('rackctl auth profiles', { timeout: 120_000 }, () => {
  it('checks every profile, switches between them, prints a token, and logs out of all', async () => {
    const hannah = await sandbox.login('hannah', 'default');
    const hans = await sandbox.login('hans', 'staging');
    // A third profile whose host is gone: its check says so instead of failing the whole status.
    const path = credentialsPath({ XDG_CONFIG_HOME: sandbox.configHome });
    const file = JSON.parse(await readFile(path, 'utf8'));
    file.profiles.gone = { host: 'http://127.0.0.1:9', token: 'rack_gone' };
    await writeFile(path, JSON.stringify(file));

    const status = json<Status>(await sandbox.rackctl(['auth', 'status', '--json']));
    expect(status.profile).toBe('default');
    expect(status.user.display_name).toBe('Hannah Arendt');
    const byName = Object.fromEntries(status.profiles.map((profile) => [profile.name, profile]));
    expect(byName.default).toMatchObject({
      active: true,
      user: 'Hannah Arendt (silo maze-war)',
      problem: null,
    });
    expect(byName.staging).toMatchObject({ active: false, user: 'Hans Jonas (silo maze-war)' });
    expect(byName.gone).toMatchObject({ user: null, problem: expect.stringContaining('Could not reach') });
    const human = await sandbox.rackctl(['auth', 'status']);
    expect(human.stdout).toMatch(/^\*\s+default\s+http:\/\/127\.0\.0\.1:\d+\s+Hannah Arendt/m);
    expect(human.stdout).toMatch(/^\s+gone\s+http:\/\/127\.0\.0\.1:9\s+not logged in: Could not reach/m);

    expect((await sandbox.rackctl(['auth', 'token'])).stdout).toBe(`${hannah}\n`);
    const switched = await sandbox.rackctl(['auth', 'switch', 'staging']);
    expect(switched.stderr).toContain('Switched to profile "staging"');
    expect((await sandbox.rackctl(['auth', 'token'])).stdout).toBe(`${hans}\n`);
    expect((await sandbox.rackctl(['auth', 'token', '--profile', 'default'])).stdout).toBe(`${hannah}\n`);
    const asHans = json<Status>(await sandbox.rackctl(['auth', 'status', '--json']));
    expect(asHans).toMatchObject({ profile: 'staging', user: { display_name: 'Hans Jonas' } });

    const unknown = await sandbox.rackctl(['auth', 'switch', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Profiles: default, staging, gone.');

    const out = await sandbox.rackctl(['auth', 'logout', '--all']);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('Logged out of 3 profile(s): default, staging, gone.');
    expect((await sandbox.rackctl(['auth', 'status'])).code).toBe(3);
    expect((await sandbox.rackctl(['auth', 'token'])).code).toBe(3);
  });
});

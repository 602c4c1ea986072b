import { chmod, mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../errors';
import { readCredentials, writeCredentials } from './credentials';
import { configDir, credentialsPath } from './paths';

const sandbox = () => mkdtemp(join(tmpdir(), 'rackctl-credentials-'));

describe('configDir', () => {
  it('follows XDG_CONFIG_HOME, falling back to ~/.config when it is unset or relative', () => {
    expect(configDir({ XDG_CONFIG_HOME: '/xdg', HOME: '/home/me' })).toBe('/xdg/rackctl');
    expect(configDir({ HOME: '/home/me' })).toBe('/home/me/.config/rackctl');
    expect(configDir({ XDG_CONFIG_HOME: 'relative', HOME: '/home/me' })).toBe('/home/me/.config/rackctl');
    expect(credentialsPath({ XDG_CONFIG_HOME: '/xdg' })).toBe('/xdg/rackctl/credentials.json');
  });
});

describe('the credentials file', () => {
  it('reads a missing file as no profiles', async () => {
    expect(await readCredentials(join(await sandbox(), 'none.json'))).toEqual({ profiles: {} });
  });

  it('is written with mode 0600 in a 0700 folder, and read back', async () => {
    const path = join(await sandbox(), 'rackctl', 'credentials.json');
    const file = { profiles: { default: { host: 'https://rack.example.com', token: 'secret' } } };
    await writeCredentials(path, file);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(path, '..'))).mode & 0o777).toBe(0o700);
    expect(await readCredentials(path)).toEqual(file);
  });

  it('tightens an existing folder that others could read', async () => {
    const dir = join(await sandbox(), 'rackctl');
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755);
    await writeCredentials(join(dir, 'credentials.json'), { profiles: {} });
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('tightens the mode of a file that was readable by others', async () => {
    const path = join(await sandbox(), 'credentials.json');
    await writeFile(path, '{"profiles":{}}', { mode: 0o644 });
    await writeCredentials(path, { profiles: {} });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('drops entries that are not credentials, and refuses a file that is not JSON', async () => {
    const dir = await sandbox();
    const path = join(dir, 'credentials.json');
    await writeFile(
      path,
      JSON.stringify({ profiles: { ok: { host: 'h', token: 't' }, broken: { host: 1 } } }),
    );
    expect(Object.keys((await readCredentials(path)).profiles)).toEqual(['ok']);
    await writeFile(path, '{');
    await expect(readCredentials(path)).rejects.toBeInstanceOf(CliError);
    expect(await readFile(path, 'utf8')).toBe('{');
  });
});

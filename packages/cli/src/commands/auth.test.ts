import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliSandbox, json, mintToken, startSandbox } from '../testing/cli';

let sandbox: CliSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 120_000);
afterAll(() => sandbox?.close());

/** A config home of its own, so a test's logins do not leak into another's. */
async function freshHome() {
  const home = await mkdtemp(join(tmpdir(), 'rackctl-auth-'));
  return {
    home,
    env: { XDG_CONFIG_HOME: home, HOME: home },
    file: join(home, 'rackctl', 'credentials.json'),
  };
}

/** The URL of a loopback port nothing listens on. */
async function deadHost() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

interface Status {
  host: string;
  profile: string | null;
  source: string;
  user: { display_name: string; silo_name: string };
}

describe('rackctl auth', { timeout: 120_000 }, () => {
  it('says a command needs a login (exit 3) when there are no credentials', async () => {
    const { env } = await freshHome();
    const result = await sandbox.rackctl(['project', 'list'], { env });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('error: Not logged in');
    expect(result.stderr).toContain('rackctl auth login --host URL');
  });

  it('logs in with the device flow once the code is confirmed in the console', async () => {
    const { env, file } = await freshHome();
    let confirmed = false;
    const login = sandbox.spawn(['auth', 'login', '--host', sandbox.platform.url, '--poll-interval', '0.2'], {
      env,
      onStderr: (stderr) => {
        const code = /\b([A-Z]{4}-[A-Z]{4})\b/.exec(stderr)?.[1];
        if (!code || confirmed) return;
        confirmed = true;
        void sandbox.platform.clientAs('hannah').deviceAuthConfirm({ body: { userCode: code } });
      },
    });
    const result = await login.result;
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`open ${sandbox.platform.url}/device/verify in a browser`);
    expect(result.stderr).toContain(`Logged in to ${sandbox.platform.url} as Hannah Arendt (silo maze-war)`);

    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(join(file, '..'))).toBe(0o700);
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored.profiles.default).toMatchObject({
      host: sandbox.platform.url,
      user: { displayName: 'Hannah Arendt' },
    });
    expect(stored.profiles.default.token).toMatch(/^rack_/);

    const projects = await sandbox.rackctl(['project', 'list', '--json'], { env });
    expect(projects.code).toBe(0);
    expect(json<unknown[]>(projects).length).toBeGreaterThan(0);
  });

  it('opens the verification page in the browser with --browser, on the console URL when given', async () => {
    const { env, home } = await freshHome();
    const opened = join(home, 'opened.txt');
    const browser = join(home, 'browser.sh');
    await writeFile(browser, `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`, { mode: 0o755 });
    let confirmed = false;
    const login = sandbox.spawn(
      [
        'auth',
        'login',
        '--host',
        sandbox.platform.url,
        '--poll-interval',
        '0.2',
        '--browser',
        '--console-url',
        'http://console.test:5173/',
      ],
      {
        env: { ...env, BROWSER: browser },
        onStderr: (stderr) => {
          const code = /\b([A-Z]{4}-[A-Z]{4})\b/.exec(stderr)?.[1];
          if (!code || confirmed) return;
          confirmed = true;
          void sandbox.platform.clientAs('hans').deviceAuthConfirm({ body: { userCode: code } });
        },
      },
    );
    const result = await login.result;
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('as Hans Jonas');
    expect(result.stderr).toContain('open http://console.test:5173/device/verify in a browser');
    expect(await readFile(opened, 'utf8')).toBe('http://console.test:5173/device/verify');
  });

  it('logs in with --token, from the argument or from stdin, and shows the status', async () => {
    const { env, file } = await freshHome();
    const token = await mintToken(sandbox.platform, 'hannah');
    const login = await sandbox.rackctl(
      ['auth', 'login', '--host', sandbox.platform.url, '--token', token, '--json'],
      {
        env,
      },
    );
    expect(login.code).toBe(0);
    expect(json(login)).toMatchObject({
      profile: 'default',
      host: sandbox.platform.url,
      user: { display_name: 'Hannah Arendt' },
    });
    expect(await modeOf(file)).toBe(0o600);

    const status = json<Status>(await sandbox.rackctl(['auth', 'status', '--json'], { env }));
    expect(status).toMatchObject({ host: sandbox.platform.url, profile: 'default', source: 'profile' });
    expect(status.user).toMatchObject({ display_name: 'Hannah Arendt', silo_name: 'maze-war' });

    const human = await sandbox.rackctl(['auth', 'status'], { env });
    expect(human.stdout).toMatch(/^User:\s+Hannah Arendt/m);
    expect(human.stdout).toMatch(/^Silo admin:\s+yes$/m);

    const piped = await sandbox.rackctl(['auth', 'login', '--host', sandbox.platform.url, '--token', '-'], {
      env,
      input: `${await mintToken(sandbox.platform, 'hans')}\n`,
    });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toContain('as Hans Jonas');
  });

  it('refuses a token the platform does not accept (exit 3) and keeps nothing', async () => {
    const { env, file } = await freshHome();
    const result = await sandbox.rackctl(
      ['auth', 'login', '--host', sandbox.platform.url, '--token', 'not-a-token'],
      { env },
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`error: ${sandbox.platform.url} did not accept the token`);
    await expect(stat(file)).rejects.toThrow();
  });

  it('keeps several profiles, each with its own host and token', async () => {
    const { env } = await freshHome();
    const hannah = await mintToken(sandbox.platform, 'hannah');
    const hans = await mintToken(sandbox.platform, 'hans');
    await sandbox.rackctl(['auth', 'login', '--host', sandbox.platform.url, '--token', hannah], { env });
    const second = await sandbox.rackctl(
      ['--profile', 'second', 'auth', 'login', '--host', sandbox.platform.url, '--token', hans],
      { env },
    );
    expect(second.stderr).toContain('profile "second"');
    const asDefault = json<Status>(await sandbox.rackctl(['auth', 'status', '--json'], { env }));
    const asSecond = json<Status>(
      await sandbox.rackctl(['auth', 'status', '--json', '--profile', 'second'], { env }),
    );
    const fromEnv = json<Status>(
      await sandbox.rackctl(['auth', 'status', '--json'], { env: { ...env, RACK_PROFILE: 'second' } }),
    );
    expect(asDefault.user.display_name).toBe('Hannah Arendt');
    expect(asSecond.user.display_name).toBe('Hans Jonas');
    expect(fromEnv.user.display_name).toBe('Hans Jonas');

    const unknown = await sandbox.rackctl(['auth', 'status', '--profile', 'third'], { env });
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('error: Not logged in (profile "third")');
  });

  it('lets RACK_HOST and RACK_TOKEN override the credentials file', async () => {
    const { env } = await freshHome();
    const hans = await mintToken(sandbox.platform, 'hans');
    const status = json<Status>(
      await sandbox.rackctl(['auth', 'status', '--json'], {
        env: { ...env, RACK_HOST: sandbox.platform.url, RACK_TOKEN: hans },
      }),
    );
    expect(status).toMatchObject({
      source: 'environment',
      profile: null,
      user: { display_name: 'Hans Jonas' },
    });

    const tokenOnly = await sandbox.rackctl(['project', 'list'], { env: { ...env, RACK_TOKEN: hans } });
    expect(tokenOnly.code).toBe(3);
    expect(tokenOnly.stderr).toContain('error: RACK_TOKEN is set but there is no host to use it with');

    const otherHost = await sandbox.rackctl(['project', 'list'], {
      env: { ...env, RACK_HOST: 'http://127.0.0.1:9' },
    });
    expect(otherHost.code).toBe(3);
    expect(otherHost.stderr).toContain('error: Not logged in to http://127.0.0.1:9');
  });

  it('logs out, after which commands need a login again', async () => {
    const { env } = await freshHome();
    await sandbox.rackctl(
      ['auth', 'login', '--host', sandbox.platform.url, '--token', await mintToken(sandbox.platform)],
      { env },
    );
    const logout = await sandbox.rackctl(['auth', 'logout'], { env });
    expect(logout.code).toBe(0);
    expect(logout.stderr).toContain(`Logged out of ${sandbox.platform.url} (profile "default")`);
    expect((await sandbox.rackctl(['auth', 'status'], { env })).code).toBe(3);
    const again = await sandbox.rackctl(['auth', 'logout'], { env });
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('error: Not logged in (profile "default")');
  });

  it('asks for a new login (exit 3) when the platform rejects a stored token', async () => {
    const { env, file } = await freshHome();
    await sandbox.rackctl(
      ['auth', 'login', '--host', sandbox.platform.url, '--token', await mintToken(sandbox.platform)],
      { env },
    );
    const stored = JSON.parse(await readFile(file, 'utf8'));
    stored.profiles.default.token = 'revoked';
    await writeFile(file, JSON.stringify(stored));
    const result = await sandbox.rackctl(['project', 'list'], { env });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(
      `Run \`rackctl auth login --host ${sandbox.platform.url}\` to log in again.`,
    );
  });

  it('reports a credentials file that is not JSON (exit 3)', async () => {
    const { env, file, home } = await freshHome();
    await sandbox.rackctl(
      ['auth', 'login', '--host', sandbox.platform.url, '--token', await mintToken(sandbox.platform)],
      { env },
    );
    await writeFile(file, '{ not json');
    const result = await sandbox.rackctl(['project', 'list'], { env });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(
      `error: The credentials file ${join(home, 'rackctl', 'credentials.json')} is not valid JSON`,
    );
  });

  it('refuses a login without a usable host (exit 2) and reports an unreachable one (exit 1)', async () => {
    const { env } = await freshHome();
    const noHost = await sandbox.rackctl(['auth', 'login', '--token', 'x'], { env });
    expect(noHost.code).toBe(2);
    expect(noHost.stderr).toContain('error: Which platform? Give its URL with --host');
    const badScheme = await sandbox.rackctl(
      ['auth', 'login', '--host', 'ftp://rack.example.com', '--token', 'x'],
      { env },
    );
    expect(badScheme.code).toBe(2);
    expect(badScheme.stderr).toContain('is not an http or https URL');
    const conflict = await sandbox.rackctl(
      ['auth', 'login', '--host', sandbox.platform.url, '--token', 'x', '--browser'],
      {
        env,
      },
    );
    expect(conflict.code).toBe(2);
    expect(conflict.stderr).toContain("option '--browser' cannot be used with option '--token <token>'");
    const dead = await deadHost();
    const unreachable = await sandbox.rackctl(['auth', 'login', '--host', dead, '--token', 'x'], { env });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`error: Could not reach ${dead}: ECONNREFUSED`);
  });
});

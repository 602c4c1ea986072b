import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_VERSION } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliSandbox, json, mintToken, startSandbox } from '../testing/cli';

let sandbox: CliSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.login('hannah');
}, 120_000);
afterAll(() => sandbox?.close());

/**
 * A proxy in front of the mock platform that says, on every answer, that it speaks `version`: a platform
 * updated to a version newer than rackctl's.
 */
async function platformClaiming(
  version: string,
): Promise<{ url: string; server: Server; spoken: (string | undefined)[] }> {
  const target = new URL(sandbox.platform.url);
  const spoken: (string | undefined)[] = [];
  const server = createServer((incoming, outgoing) => {
    spoken.push(incoming.headers['api-version'] as string | undefined);
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'api-version': version });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, spoken };
}

describe('rackctl alert', { timeout: 120_000 }, () => {
  it('lists the alert log, filtered by class, and shows one alert', async () => {
    const all = await sandbox.rackctl(['alert', 'list', '--all', '--json']);
    expect(all.code).toBe(0);
    const alerts = json(all) as { id: string; class: string }[];
    expect(alerts.map((alert) => alert.class)).toContain('update.completed');

    const hardware = json(
      await sandbox.rackctl(['alert', 'list', '--all', '--class', 'hardware.**', '--json']),
    ) as {
      class: string;
    }[];
    expect(hardware.length).toBeGreaterThan(0);
    expect(hardware.every((alert) => alert.class.startsWith('hardware.'))).toBe(true);

    const first = alerts[0] as { id: string; class: string };
    const view = await sandbox.rackctl(['alert', 'view', first.id]);
    expect(view.code).toBe(0);
    expect(view.stdout).toMatch(new RegExp(`^Class:\\s+${first.class.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('refuses a class that is not a class or a glob, and a time that is not one', async () => {
    const badClass = await sandbox.rackctl(['alert', 'list', '--class', 'hardware..x']);
    expect(badClass.code).not.toBe(0);
    expect(badClass.stderr).toContain('Give an alert class such as hardware.sled.fault');
    const badTime = await sandbox.rackctl(['alert', 'list', '--since', 'yesterday']);
    expect(badTime.code).not.toBe(0);
    expect(badTime.stderr).toContain('Give a time such as');
  });
});

describe('API versions', { timeout: 120_000 }, () => {
  it('rackctl version shows the client’s and the server’s API versions', async () => {
    const shown = await sandbox.rackctl(['version', '--json']);
    expect(shown.code).toBe(0);
    expect(json(shown)).toMatchObject({ client_api_version: API_VERSION, server_api_version: API_VERSION });
    const text = await sandbox.rackctl(['version']);
    expect(text.stdout).toMatch(/^Client API version:\s+2026081901\.0\.0$/m);
    expect(text.stdout).toMatch(/^Server API version:\s+2026081901\.0\.0$/m);
  });

  it('--api-version speaks an older version: the alert log does not exist there', async () => {
    const old = await sandbox.rackctl(['--api-version', '2026081200.0.0', 'alert', 'list']);
    expect(old.code).toBe(1);
    expect(old.stderr).toContain(
      'alert_list needs platform API 2026081400 or newer; --api-version 2026081200 lacks it',
    );
    const current = await sandbox.rackctl(['--api-version', '2026081400.0.0', 'alert', 'list']);
    expect(current.code).toBe(0);
    const shown = json(await sandbox.rackctl(['--api-version', '2026073100.0.0', 'version', '--json']));
    expect(shown).toMatchObject({ client_api_version: '2026073100.0.0' });
    const refused = await sandbox.rackctl(['--api-version', '2099010100.0.0', 'project', 'list']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Give a version from 2026073100.0.0 to 2026081901.0.0');
  });

  it('a generated command speaks --api-version too: its header, and its path at that version', async () => {
    const { url, server, spoken } = await platformClaiming(API_VERSION);
    try {
      const env = { RACK_HOST: url, RACK_TOKEN: await mintToken(sandbox.platform, 'hannah') };
      // Support bundles lived under /experimental before 2026081700.
      const bundles = await sandbox.rackctl(
        ['--api-version', '2026073100.0.0', 'support-bundle', 'list', '--json'],
        { env },
      );
      expect(bundles.code, bundles.stderr).toBe(0);
      expect((json(bundles) as { items: unknown[] }).items.length).toBeGreaterThan(0);
      expect(spoken).toEqual(['2026073100.0.0']);
    } finally {
      server.close();
    }
  });

  it('says once a day per host, on stderr, that the platform speaks a newer version', async () => {
    const { url, server } = await platformClaiming('2026090100.0.0');
    try {
      const env = { RACK_HOST: url, RACK_TOKEN: await mintToken(sandbox.platform, 'hannah') };
      const first = await sandbox.rackctl(['project', 'list', '--json'], { env });
      expect(first.code).toBe(0);
      const notices = first.stderr.split('\n').filter((line) => line.includes('newer than this rackctl'));
      expect(notices).toEqual([
        `notice: ${url} speaks platform API 2026090100, newer than this rackctl's 2026081901; update rackctl to use what is new`,
      ]);
      const again = await sandbox.rackctl(['project', 'list', '--json'], { env });
      expect(again.code).toBe(0);
      expect(again.stderr).not.toContain('newer than this rackctl');
      expect(json(await sandbox.rackctl(['version', '--json'], { env }))).toMatchObject({
        server_api_version: '2026090100.0.0',
      });
    } finally {
      server.close();
    }
  });
});

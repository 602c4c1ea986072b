import { API_VERSION, API_VERSIONS } from '@rackconsole/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

// The platform's versioning rules, over real sockets (the browser runtime's are in e2e/api-versions.spec.ts;
// both runtimes answer through the same dispatcher).
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const VERSIONS: string[] = API_VERSIONS.map((entry) => entry.version);
const isAtLeast = (version: string, since: string) => VERSIONS.indexOf(version) >= VERSIONS.indexOf(since);

/** A call as the fleet admin, speaking `version` (no header at all when undefined). */
function call(version: string | undefined, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (version !== undefined) headers.set('api-version', version);
  if (init.body) headers.set('content-type', 'application/json');
  return platform.fetchAs('hannah', path, { ...init, headers });
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

async function expectUnknownRoute(response: Response) {
  expect(response.status).toBe(404);
  const body = await json(response);
  expect(body).toMatchObject({ message: 'Not Found' });
  expect(body.error_code).toBeUndefined();
}

describe('the api-version header', () => {
  it('speaks the newest version when a request names none, and says so on every answer', async () => {
    const sleds = await call(undefined, '/v1/system/hardware/sleds');
    expect(sleds.status).toBe(200);
    expect(sleds.headers.get('api-version')).toBe(API_VERSION);
    const items = (await json(sleds)).items as Record<string, unknown>[];
    expect(items.some((sled) => typeof sled.slot === 'number')).toBe(true);
    const missing = await call(undefined, '/v1/no-such-thing');
    expect(missing.headers.get('api-version')).toBe(API_VERSION);
  });

  it.each([
    ['RIP', "unexpected character 'R' while parsing major version number"],
    ['', 'empty string, expected a semver version'],
    ['2026081901', 'unexpected end of input while parsing major version number'],
    ['2026081901.0.0.0', "unexpected character '.' after patch version number"],
  ])('refuses the malformed %j with a 400 naming the header', async (value, problem) => {
    const response = await call(value, '/v1/me');
    expect(response.status).toBe(400);
    expect(response.headers.get('api-version')).toBe(API_VERSION);
    const body = await json(response);
    expect(body.message).toBe(`bad value for header "api-version": ${problem}: ${value}`);
    expect(body.request_id).toEqual(expect.any(String));
  });

  it('refuses a value that is not ASCII, quoting its bytes as the platform does', async () => {
    const response = await call('2026\u00e9.0.0', '/v1/me');
    expect(response.status).toBe(400);
    expect(response.headers.get('api-version')).toBe(API_VERSION);
    expect(await json(response)).toMatchObject({
      message: 'bad value for header "api-version": not ASCII: "2026\\xe9.0.0"',
    });
  });

  it('refuses a version newer than the server’s, before routing', async () => {
    for (const path of ['/v1/me', '/v1/no-such-thing']) {
      const response = await call('2099010100.0.0', path);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        message: 'server does not support this API version: 2099010100.0.0',
      });
    }
  });

  it('holds for the serial console’s websocket too: refused before the upgrade, named on the upgrade', async () => {
    expect((await call(undefined, '/v1/me')).status).toBe(200);
    const token = [...platform.db.table('accessTokens').keys()].at(-1) as string;
    const open = (version?: string) => {
      const socket = new WebSocket(
        `${platform.url.replace('http', 'ws')}/v1/instances/db1/serial-console/stream?project=mock-project`,
        { headers: { authorization: `Bearer ${token}`, ...(version ? { 'api-version': version } : {}) } },
      );
      return new Promise<{ status: number; version?: string; body: string }>((resolve, reject) => {
        socket.once('upgrade', (response) => {
          resolve({ status: 101, version: response.headers['api-version'] as string, body: '' });
          socket.close();
        });
        socket.once('unexpected-response', (_, response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              version: response.headers['api-version'] as string,
              body,
            }),
          );
        });
        socket.once('error', reject);
      });
    };
    expect(await open()).toMatchObject({ status: 101, version: API_VERSION });
    expect(await open('2026073100.0.0')).toMatchObject({ status: 101, version: API_VERSION });
    const malformed = await open('RIP');
    expect(malformed).toMatchObject({ status: 400, version: API_VERSION });
    expect(JSON.parse(malformed.body).message).toBe(
      `bad value for header "api-version": unexpected character 'R' while parsing major version number: RIP`,
    );
    const newer = await open('2099010100.0.0');
    expect(newer.status).toBe(400);
    expect(JSON.parse(newer.body).message).toBe('server does not support this API version: 2099010100.0.0');
  });

  it('serves a version between two listed ones as the older of them serves it', async () => {
    expect((await call('2026081500.0.0', '/v1/alerts')).status).toBe(200);
    await expectUnknownRoute(await call('2026081399.0.0', '/v1/alerts'));
  });
});

describe.each(VERSIONS)('at %s', (version) => {
  it('answers, with the newest version in the answer header', async () => {
    const me = await call(version, '/v1/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('api-version')).toBe(API_VERSION);
  });

  it('shows Sled.slot only from 2026081200', async () => {
    const items = (await json(await call(version, '/v1/system/hardware/sleds'))).items as object[];
    for (const sled of items) expect('slot' in sled).toBe(isAtLeast(version, '2026081200.0.0'));
  });

  it('serves the alert log only from 2026081400, listing the alerts receivers get', async () => {
    const list = await call(version, '/v1/alerts?limit=100');
    if (!isAtLeast(version, '2026081400.0.0')) {
      await expectUnknownRoute(list);
      await expectUnknownRoute(await call(version, `/v1/alerts/${crypto.randomUUID()}`));
      return;
    }
    expect(list.status).toBe(200);
    const alerts = (await json(list)).items as { id: string; class: string }[];
    expect(alerts.length).toBeGreaterThan(0);
    const deliveries = (await json(await call(version, '/v1/alert-receivers/ops-pager/deliveries?limit=100')))
      .items as { alert_id: string }[];
    for (const delivery of deliveries) expect(alerts.map((alert) => alert.id)).toContain(delivery.alert_id);
    const first = alerts[0] as { id: string };
    expect(await json(await call(version, `/v1/alerts/${first.id}`))).toMatchObject(first);
    const hardware = (await json(await call(version, '/v1/alerts?alert_class=hardware.**'))).items as {
      class: string;
    }[];
    expect(hardware.length).toBeGreaterThan(0);
    expect(hardware.every((alert) => alert.class.startsWith('hardware.'))).toBe(true);
  });

  it('serves support bundles at the path the version has them, over one store', async () => {
    const moved = isAtLeast(version, '2026081700.0.0');
    const [here, there] = moved
      ? ['/v1/system/support-bundles', '/experimental/v1/system/support-bundles']
      : ['/experimental/v1/system/support-bundles', '/v1/system/support-bundles'];
    await expectUnknownRoute(await call(version, there));
    const created = await call(version, here, {
      method: 'POST',
      body: JSON.stringify({ user_comment: version }),
    });
    expect(created.status).toBe(201);
    const bundle = (await json(created)) as { id: string };
    const other = moved ? '2026073100.0.0' : API_VERSION;
    const seen = await call(other, `${there}/${bundle.id}`);
    expect(seen.status).toBe(200);
    expect(await json(seen)).toMatchObject({ id: bundle.id, user_comment: version });
  });

  it('speaks a numbered BGP peer in the version’s shape, over one store', async () => {
    const renamed = isAtLeast(version, '2026081901.0.0');
    // One name at every version: posting settings again replaces them, so each version reuses the address.
    const name = 'versioned-uplink';
    const address = renamed
      ? { target_addr: '172.20.15.49', src_addr: '172.20.15.54' }
      : { ip: '172.20.15.49' };
    const body = {
      name,
      description: '',
      port_config: { geometry: 'qsfp28x1' },
      links: [
        { link_name: 'phy0', mtu: 1500, lldp: { enabled: false }, speed: 'speed100_g', autoneg: false },
      ],
      addresses: [
        { link_name: 'phy0', addresses: [{ address_lot: 'initial-infra', address: '172.20.15.54/29' }] },
      ],
      routes: [],
      bgp_peers: [
        {
          link_name: 'phy0',
          peers: [
            {
              addr: { type: 'numbered', ...address },
              bgp_config: 'as65547',
              allowed_export: { type: 'no_filtering' },
              allowed_import: { type: 'no_filtering' },
              communities: [],
              connect_retry: 3,
              delay_open: 0,
              enforce_first_as: false,
              hold_time: 6,
              idle_hold_time: 3,
              keepalive: 2,
            },
          ],
        },
      ],
    };
    const created = await call(version, '/v1/system/networking/switch-port-settings', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const peerOf = async (response: Response) =>
      ((await json(response)).bgp_peers as { addr: Record<string, unknown> }[])[0]?.addr;
    const expected = renamed
      ? { type: 'numbered', target_addr: '172.20.15.49', src_addr: '172.20.15.54' }
      : { type: 'numbered', ip: '172.20.15.49' };
    expect(await peerOf(created)).toEqual(expected);
    const path = `/v1/system/networking/switch-port-settings/${name}`;
    expect(await peerOf(await call(API_VERSION, path))).toMatchObject({ target_addr: '172.20.15.49' });
    expect(await peerOf(await call('2026073100.0.0', path))).toEqual({
      type: 'numbered',
      ip: '172.20.15.49',
    });
    if (renamed) return;
    // A version before the rename has no target_addr: a peer written with it lacks its ip, and is refused.
    const numbered = body.bgp_peers[0]?.peers[0] as { addr: unknown };
    numbered.addr = { type: 'numbered', target_addr: '172.20.15.49' };
    const newerShape = await call(version, '/v1/system/networking/switch-port-settings', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(newerShape.status).toBe(400);
  });
});

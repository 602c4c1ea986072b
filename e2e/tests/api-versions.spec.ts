// The platform's API version rules in the in-browser runtime (msw in the page's service worker): the same
// rules packages/mock-server/src/runtime/api-version.test.ts checks over the Node server's sockets.
import { expect, type Page } from '@playwright/test';
import { test } from './support';

const VERSIONS = ['2026073100.0.0', '2026081200.0.0', '2026081400.0.0', '2026081700.0.0', '2026081901.0.0'];
const LATEST = '2026081901.0.0';
const atLeast = (version: string, since: string) => VERSIONS.indexOf(version) >= VERSIONS.indexOf(since);

interface Answer {
  status: number;
  version: string | null;
  body: Record<string, unknown> | null;
}

/** A request from the page (so through the service worker), speaking `version` (none when undefined). */
function call(page: Page, version: string | undefined, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ version, path, body }) => {
      const headers = new Headers();
      if (version !== undefined) headers.set('api-version', version);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        version: response.headers.get('api-version'),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      };
    },
    { version, path, body },
  );
}

/** Switch port settings with one numbered BGP peer, its address written as `version` spells it. */
const portSettingsWithPeer = (version: string) => ({
  name: 'versioned-uplink',
  description: '',
  port_config: { geometry: 'qsfp28x1' },
  links: [{ link_name: 'phy0', mtu: 1500, lldp: { enabled: false }, speed: 'speed100_g', autoneg: false }],
  addresses: [
    { link_name: 'phy0', addresses: [{ address_lot: 'initial-infra', address: '172.20.15.54/29' }] },
  ],
  routes: [],
  bgp_peers: [
    {
      link_name: 'phy0',
      peers: [
        {
          addr: atLeast(version, LATEST)
            ? { type: 'numbered', target_addr: '172.20.15.49' }
            : { type: 'numbered', ip: '172.20.15.49' },
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
});

test('the in-browser platform speaks every API version by the platform’s rules', async ({ page }) => {
  await page.goto('/projects');
  // The first load also starts the in-browser mock, which is slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible({ timeout: 30_000 });

  const unnamed = await call(page, undefined, '/v1/system/hardware/sleds');
  expect(unnamed.status).toBe(200);
  expect(unnamed.version).toBe(LATEST);
  for (const [value, problem] of [
    ['RIP', "unexpected character 'R' while parsing major version number"],
    ['', 'empty string, expected a semver version'],
    ['2026081901', 'unexpected end of input while parsing major version number'],
    ['2026081901.0.0.0', "unexpected character '.' after patch version number"],
  ]) {
    const refused = await call(page, value, '/v1/me');
    expect(refused.status).toBe(400);
    expect(refused.version).toBe(LATEST);
    expect(refused.body?.message).toBe(`bad value for header "api-version": ${problem}: ${value}`);
  }
  const newer = await call(page, '2099010100.0.0', '/v1/me');
  expect(newer.status).toBe(400);
  expect(newer.body?.message).toBe('server does not support this API version: 2099010100.0.0');

  for (const version of VERSIONS) {
    const me = await call(page, version, '/v1/me');
    expect(me.status, version).toBe(200);
    expect(me.version).toBe(LATEST);

    const sleds = (await call(page, version, '/v1/system/hardware/sleds')).body?.items as object[];
    for (const sled of sleds) expect('slot' in sled, version).toBe(atLeast(version, '2026081200.0.0'));

    const alerts = await call(page, version, '/v1/alerts');
    if (atLeast(version, '2026081400.0.0')) {
      expect(alerts.status, version).toBe(200);
      expect((alerts.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
    } else {
      expect(alerts, version).toMatchObject({ status: 404, version: LATEST, body: { message: 'Not Found' } });
    }

    const moved = atLeast(version, '2026081700.0.0');
    const [here, there] = moved
      ? ['/v1/system/support-bundles', '/experimental/v1/system/support-bundles']
      : ['/experimental/v1/system/support-bundles', '/v1/system/support-bundles'];
    expect(await call(page, version, there), version).toMatchObject({ status: 404, version: LATEST });
    const bundle = await call(page, version, here, { user_comment: version });
    expect(bundle.status, version).toBe(201);
    const other = moved ? VERSIONS[0] : LATEST;
    expect(await call(page, other, `${there}/${bundle.body?.id}`)).toMatchObject({
      status: 200,
      body: { id: bundle.body?.id, user_comment: version },
    });

    const settings = await call(
      page,
      version,
      '/v1/system/networking/switch-port-settings',
      portSettingsWithPeer(version),
    );
    expect(settings.status, version).toBe(201);
    const path = '/v1/system/networking/switch-port-settings/versioned-uplink';
    const peerAt = async (speaking: string) =>
      ((await call(page, speaking, path)).body as { bgp_peers: { addr: unknown }[] }).bgp_peers[0]?.addr;
    expect(await peerAt(LATEST)).toEqual({ type: 'numbered', target_addr: '172.20.15.49' });
    expect(await peerAt(VERSIONS[0] as string)).toEqual({ type: 'numbered', ip: '172.20.15.49' });
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLots, bgpConfigs, portSettings } from '../fixtures/system-networking';
import { bgpPeerInput, refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

type Create = Parameters<TestPlatform['api']['networkingSwitchPortSettingsCreate']>[0]['body'];

/** Settings for a spare uplink: one link, one address, a default route and a BGP peer. */
const settings = (overrides: Partial<Create> = {}, address = '172.20.15.54/29'): Create => ({
  name: 'spare-uplink',
  description: 'spare',
  portConfig: { geometry: 'qsfp28x1' },
  links: [
    { linkName: 'phy0', mtu: 1500, lldp: { enabled: false }, speed: 'speed100_g', autoneg: false, fec: 'rs' },
  ],
  addresses: [{ linkName: 'phy0', addresses: [{ addressLot: 'initial-infra', address }] }],
  routes: [{ linkName: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.49' }] }],
  bgpPeers: [{ linkName: 'phy0', peers: [bgpPeerInput('as65547')] }],
  ...overrides,
});

describe('switch port settings', () => {
  it('lists the seeded uplinks and shows one in full', async () => {
    const list = await platform.api.networkingSwitchPortSettingsList();
    expect(list.type === 'success' && list.data.items.map((item) => item.name)).toEqual([
      'default-uplink0',
      'default-uplink1',
    ]);
    const filtered = await platform.api.networkingSwitchPortSettingsList({
      query: { portSettings: portSettings.uplink1.id },
    });
    expect(filtered.type === 'success' && filtered.data.items.map((item) => item.name)).toEqual([
      'default-uplink1',
    ]);
    const view = await platform.api.networkingSwitchPortSettingsView({ path: { port: 'default-uplink0' } });
    expect(view).toMatchObject({
      type: 'success',
      data: {
        id: portSettings.uplink0.id,
        port: { geometry: 'qsfp28x1' },
        links: [{ linkName: 'phy0', speed: 'speed100_g', lldpLinkConfig: { enabled: true } }],
        addresses: [{ address: '172.20.15.38/29', addressLotName: 'initial-infra', interfaceName: 'phy0' }],
        routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.33' }],
        bgpPeers: [
          { bgpConfig: bgpConfigs.as65547.id, addr: { type: 'numbered', targetAddr: '172.20.15.33' } },
        ],
      },
    });
    expect(await platform.api.networkingSwitchPortSettingsView({ path: { port: 'nope' } })).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: switch-port-settings with name "nope"'),
    );
  });

  it('creates settings with every reference resolved, and replaces them when posted again', async () => {
    const created = await platform.api.networkingSwitchPortSettingsCreate({ body: settings() });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: {
        name: 'spare-uplink',
        addresses: [{ addressLotId: addressLots.infra.id, address: '172.20.15.54/29' }],
        bgpPeers: [{ bgpConfig: bgpConfigs.as65547.id }],
      },
    });
    // Its own address does not clash with itself when the settings are replaced.
    const replaced = await platform.api.networkingSwitchPortSettingsCreate({
      body: settings({ description: 'spare, replaced' }),
    });
    if (created.type !== 'success' || replaced.type !== 'success') throw new Error('create failed');
    expect(replaced.data.id).toBe(created.data.id);
    expect(replaced.data.description).toBe('spare, replaced');
    const list = await platform.api.networkingSwitchPortSettingsList();
    expect(
      list.type === 'success' && list.data.items.filter((item) => item.name === 'spare-uplink'),
    ).toHaveLength(1);

    // The settings now hold an address of the lot and use the BGP configuration.
    expect(
      await platform.api.networkingAddressLotDelete({ path: { addressLot: 'initial-infra' } }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'lot is in use'));
    expect(
      await platform.api.networkingSwitchPortSettingsCreate({ body: settings({ name: 'clash' }) }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'address unavailable'));

    expect(
      await platform.api.networkingSwitchPortSettingsDelete({ query: { portSettings: 'spare-uplink' } }),
    ).toMatchObject({ type: 'success', statusCode: 204 });
  });

  it('refuses unknown lots and BGP configs, addresses outside the lot and bad MD5 keys', async () => {
    expect(
      await platform.api.networkingSwitchPortSettingsCreate({
        body: settings({
          addresses: [
            { linkName: 'phy0', addresses: [{ addressLot: 'nowhere', address: '172.20.15.54/29' }] },
          ],
        }),
      }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'AddressLot not found'));
    expect(
      await platform.api.networkingSwitchPortSettingsCreate({ body: settings({}, '172.21.0.1/24') }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'address not in lot'));
    expect(
      await platform.api.networkingSwitchPortSettingsCreate({
        body: settings({ bgpPeers: [{ linkName: 'phy0', peers: [bgpPeerInput('as1')] }] }),
      }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'BGP config not found'));
    expect(
      await platform.api.networkingSwitchPortSettingsCreate({
        body: settings({
          bgpPeers: [{ linkName: 'phy0', peers: [bgpPeerInput('as65547', { md5AuthKey: 'k'.repeat(81) })] }],
        }),
      }),
    ).toMatchObject(
      refusal(
        400,
        'InvalidValue',
        'unsupported value for "md5_auth_key": md5 auth key for 172.20.15.49 is longer than 80 characters',
      ),
    );
    // Nothing was half-written by the refusals.
    const list = await platform.api.networkingSwitchPortSettingsList();
    expect(list.type === 'success' && list.data.items.map((item) => item.name)).toEqual([
      'default-uplink0',
      'default-uplink1',
    ]);
  });

  it('deletes by name or id and refuses a missing selector', async () => {
    expect(await platform.api.networkingSwitchPortSettingsDelete({ query: {} })).toMatchObject(
      refusal(400, 'InvalidRequest', 'name or id required'),
    );
    expect(
      await platform.api.networkingSwitchPortSettingsDelete({ query: { portSettings: 'no-such-settings' } }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'port settings not found'));
    const created = await platform.api.networkingSwitchPortSettingsCreate({
      body: settings({ name: 'short-lived', bgpPeers: [], addresses: [] }),
    });
    if (created.type !== 'success') throw new Error('create failed');
    expect(
      await platform.api.networkingSwitchPortSettingsDelete({ query: { portSettings: created.data.id } }),
    ).toMatchObject({ type: 'success', statusCode: 204 });
  });

  it('needs a fleet role', async () => {
    expect((await platform.clientAs('fleetViewer').networkingSwitchPortSettingsList()).type).toBe('success');
    expect(
      await platform.clientAs('fleetViewer').networkingSwitchPortSettingsCreate({ body: settings() }),
    ).toMatchObject(refusal(403, 'Forbidden', 'Forbidden'));
  });
});

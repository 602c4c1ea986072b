import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bgpAnnounceSets, bgpConfigs, portSettings } from '../fixtures/system-networking';
import { RACK_IDS } from '../model/system/system-hardware';
import { eventually, refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  // BGP runs where the uplink settings are applied: each on the first port of its own switch.
  const ports = platform.db.table('switchPorts');
  for (const uplink of Object.values(portSettings)) {
    const port = [...ports.values()].find(
      (row) => row.rack_id === RACK_IDS[0] && row.switch_slot === uplink.switch && row.port_name === 'qsfp0',
    );
    const id = port?.id ?? `${uplink.id.slice(0, -4)}9999`;
    ports.set(id, {
      id,
      port_name: 'qsfp0',
      port_settings_id: uplink.id,
      rack_id: RACK_IDS[0],
      switch_slot: uplink.switch,
    });
  }
});
afterAll(() => platform.close());

describe('announce sets', () => {
  it('creates or replaces a set and lists its announcements', async () => {
    const sets = await platform.api.networkingBgpAnnounceSetList();
    expect(sets.type === 'success' && sets.data.map((set) => set.name)).toEqual(['as65547-announce']);
    const body = {
      name: 'lab-prefixes',
      description: 'lab',
      announcement: [{ addressLotBlock: 'public-ips', network: '192.0.2.0/25' }],
    };
    const created = await platform.api.networkingBgpAnnounceSetUpdate({ body });
    expect(created).toMatchObject({ type: 'success', statusCode: 200, data: { name: 'lab-prefixes' } });
    const replaced = await platform.api.networkingBgpAnnounceSetUpdate({
      body: { ...body, announcement: [{ addressLotBlock: 'public-ips', network: '192.0.2.128/25' }] },
    });
    if (created.type !== 'success' || replaced.type !== 'success') throw new Error('update failed');
    expect(replaced.data.id).toBe(created.data.id);
    const announcements = await platform.api.networkingBgpAnnouncementList({
      path: { announceSet: 'lab-prefixes' },
    });
    expect(announcements).toMatchObject({
      type: 'success',
      data: [{ announceSetId: created.data.id, network: '192.0.2.128/25' }],
    });
    expect(
      await platform.api.networkingBgpAnnounceSetDelete({ path: { announceSet: 'lab-prefixes' } }),
    ).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(
      await platform.api.networkingBgpAnnouncementList({ path: { announceSet: 'lab-prefixes' } }),
    ).toMatchObject(refusal(404, 'ObjectNotFound', 'not found: bgp-announce-set with name "lab-prefixes"'));
  });

  it('refuses to delete a set a configuration uses', async () => {
    expect(
      await platform.api.networkingBgpAnnounceSetDelete({
        path: { announceSet: bgpAnnounceSets.as65547.id },
      }),
    ).toMatchObject(refusal(409, 'Conflict', 'announce set in use'));
  });
});

describe('BGP configurations', () => {
  it('creates idempotently, one configuration per ASN and per name', async () => {
    const body = { name: 'as65100', description: 'lab', asn: 65100, bgpAnnounceSetId: 'as65547-announce' };
    const created = await platform.api.networkingBgpConfigCreate({ body });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { asn: 65100, maxPaths: 1 } });
    const again = await platform.api.networkingBgpConfigCreate({ body });
    if (created.type !== 'success' || again.type !== 'success') throw new Error('create failed');
    expect(again.data.id).toBe(created.data.id);
    expect(await platform.api.networkingBgpConfigCreate({ body: { ...body, name: 'other' } })).toMatchObject(
      refusal(409, 'Conflict', 'cannot have more than one configuration per ASN'),
    );
    expect(await platform.api.networkingBgpConfigCreate({ body: { ...body, asn: 65101 } })).toMatchObject(
      refusal(409, 'Conflict', 'a field that must be unique conflicts with an existing record'),
    );
    expect(
      await platform.api.networkingBgpConfigCreate({
        body: { ...body, name: 'x', asn: 1, bgpAnnounceSetId: 'nope' },
      }),
    ).toMatchObject(refusal(404, 'ObjectNotFound', 'not found: bgp-announce-set with name "nope"'));
  });

  it('updates the mutable fields and deletes an unused configuration', async () => {
    const updated = await platform.api.networkingBgpConfigUpdate({
      query: { nameOrId: 'as65100' },
      body: { name: 'as65100-lab', maxPaths: 4 },
    });
    expect(updated).toMatchObject({
      type: 'success',
      data: { name: 'as65100-lab', asn: 65100, maxPaths: 4 },
    });
    expect(
      await platform.api.networkingBgpConfigUpdate({
        query: { nameOrId: 'as65100-lab' },
        body: { name: 'as65547' },
      }),
    ).toMatchObject(
      refusal(409, 'Conflict', 'a field that must be unique conflicts with an existing record'),
    );
    expect(
      await platform.api.networkingBgpConfigDelete({ query: { nameOrId: 'as65100-lab' } }),
    ).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(
      await platform.api.networkingBgpConfigDelete({ query: { nameOrId: 'as65100-lab' } }),
    ).toMatchObject(refusal(404, 'ObjectNotFound', 'not found: bgp-config with name "as65100-lab"'));
  });

  it('refuses to delete a configuration port settings use', async () => {
    expect(
      await platform.api.networkingBgpConfigDelete({ query: { nameOrId: bgpConfigs.as65547.id } }),
    ).toMatchObject(refusal(409, 'Conflict', 'BGP Config is in use and cannot be deleted'));
  });

  it('needs a fleet role', async () => {
    expect((await platform.clientAs('fleetViewer').networkingBgpConfigList()).type).toBe('success');
    expect(
      await platform.clientAs('fleetViewer').networkingBgpConfigDelete({ query: { nameOrId: 'as65547' } }),
    ).toMatchObject(refusal(403, 'Forbidden', 'Forbidden'));
    expect(await platform.clientAs('simone').networkingBgpStatus()).toMatchObject(
      refusal(403, 'Forbidden', 'Forbidden'),
    );
  });
});

describe('what BGP reports', () => {
  it('shows an established session per uplink peer', async () => {
    const status = await platform.api.networkingBgpStatus();
    if (status.type !== 'success') throw new Error('status failed');
    expect(
      status.data.map((peer) => [peer.switch, peer.addr, peer.state, peer.localAsn, peer.remoteAsn]),
    ).toEqual([
      ['switch0', '172.20.15.33', 'established', 65547, 65002],
      ['switch1', '172.20.15.41', 'established', 65547, 65002],
    ]);
    expect(status.data[0]?.stateDurationMillis).toBeGreaterThan(0);
  });

  it('exports the announce set to every peer and imports a default route', async () => {
    const exported = await platform.api.networkingBgpExported();
    expect(
      exported.type === 'success' && exported.data.map((route) => `${route.switch} ${route.prefix}`),
    ).toEqual([
      'switch0 198.51.100.0/24',
      'switch0 203.0.113.0/24',
      'switch1 198.51.100.0/24',
      'switch1 203.0.113.0/24',
    ]);
    const imported = await platform.api.networkingBgpImported({ query: { asn: 65547 } });
    expect(imported).toMatchObject({
      type: 'success',
      data: [
        { switch: 'switch0', prefix: '0.0.0.0/0', nexthop: '172.20.15.33' },
        { switch: 'switch1', prefix: '0.0.0.0/0', nexthop: '172.20.15.41' },
      ],
    });
    expect(await platform.api.networkingBgpImported({ query: { asn: 1 } })).toMatchObject({ data: [] });
  });

  it('keeps a message history per switch and peer', async () => {
    const history = await platform.api.networkingBgpMessageHistory({ query: { asn: 65547 } });
    if (history.type !== 'success') throw new Error('history failed');
    expect(history.data.switchHistories.map((entry) => [entry.switch, Object.keys(entry.history)])).toEqual([
      ['switch0', ['172.20.15.33']],
      ['switch1', ['172.20.15.41']],
    ]);
  });
});

describe('BFD', () => {
  it('enables a session that comes up, and disables it', async () => {
    const seeded = await platform.api.networkingBfdStatus();
    expect(
      seeded.type === 'success' && seeded.data.map((session) => [session.switchSlot, session.state]),
    ).toEqual([
      ['switch0', 'up'],
      ['switch1', 'up'],
    ]);
    const body = {
      remote: '172.20.15.49',
      detectionThreshold: 3,
      requiredRx: 250000,
      switchSlot: 'switch0' as const,
      mode: 'multi_hop' as const,
    };
    expect(await platform.api.networkingBfdEnable({ body })).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    const up = await eventually(
      () => platform.api.networkingBfdStatus(),
      (result) =>
        result.type === 'success' &&
        result.data.some((session) => session.peer === body.remote && session.state === 'up'),
    );
    expect(up.type === 'success' && up.data.find((session) => session.peer === body.remote)).toMatchObject({
      state: 'up',
      mode: 'multi_hop',
    });
    await platform.api.networkingBfdDisable({ body: { remote: body.remote, switchSlot: 'switch0' } });
    const after = await platform.api.networkingBfdStatus();
    expect(after.type === 'success' && after.data.map((session) => session.peer)).not.toContain(body.remote);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLots } from '../fixtures/system-networking';
import { SEED_TIME } from '../model/core/seed-time';
import { RACK_IDS } from '../model/system/system-hardware';
import { refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
const rackId = RACK_IDS[0];

beforeAll(async () => {
  platform = await startTestPlatform();
  // Loopback addresses live on a rack of the hardware inventory.
  if (!platform.db.table('racks').has(rackId)) {
    platform.db.table('racks').set(rackId, { id: rackId, time_created: SEED_TIME, time_modified: SEED_TIME });
  }
});
afterAll(() => platform.close());

describe('address lots', () => {
  it('lists the seeded lots and shows a lot with its blocks', async () => {
    const lots = await platform.api.networkingAddressLotList();
    expect(lots.type === 'success' && lots.data.items.map((lot) => [lot.name, lot.kind])).toEqual([
      ['initial-infra', 'infra'],
      ['public-ips', 'pool'],
    ]);
    const view = await platform.api.networkingAddressLotView({ path: { addressLot: 'initial-infra' } });
    expect(view).toMatchObject({ type: 'success', data: { lot: { id: addressLots.infra.id } } });
    expect(view.type === 'success' && view.data.blocks.map((block) => block.firstAddress)).toEqual([
      '172.20.15.32',
      '10.0.255.1',
    ]);
    const blocks = await platform.api.networkingAddressLotBlockList({
      path: { addressLot: addressLots.infra.id },
    });
    expect(blocks.type === 'success' && blocks.data.items).toHaveLength(2);
  });

  it('creates a lot, and creating it again only adds new blocks', async () => {
    const body = {
      name: 'edge',
      description: 'edge routers',
      kind: 'infra' as const,
      blocks: [{ firstAddress: '2001:DB8:EE::1', lastAddress: '2001:db8:ee::ff' }],
    };
    const created = await platform.api.networkingAddressLotCreate({ body });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: {
        lot: { name: 'edge' },
        blocks: [{ firstAddress: '2001:db8:ee::1', lastAddress: '2001:db8:ee::ff' }],
      },
    });
    const again = await platform.api.networkingAddressLotCreate({
      body: { ...body, blocks: [...body.blocks, { firstAddress: '10.9.0.1', lastAddress: '10.9.0.9' }] },
    });
    if (created.type !== 'success' || again.type !== 'success') throw new Error('create failed');
    expect(again.data.lot.id).toBe(created.data.lot.id);
    expect(again.data.blocks[0]?.id).toBe(created.data.blocks[0]?.id);
    expect(again.data.blocks).toHaveLength(2);
    expect(await platform.api.networkingAddressLotDelete({ path: { addressLot: 'edge' } })).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(await platform.api.networkingAddressLotView({ path: { addressLot: 'edge' } })).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: address-lot with name "edge"'),
    );
  });

  it('refuses malformed blocks', async () => {
    const create = (firstAddress: string, lastAddress: string) =>
      platform.api.networkingAddressLotCreate({
        body: { name: 'bad', description: '', kind: 'pool', blocks: [{ firstAddress, lastAddress }] },
      });
    expect(await create('10.0.0.1', '::1')).toMatchObject(
      refusal(400, 'InvalidRequest', 'Block bounds must be in same address family'),
    );
    expect(await create('10.0.0.9', '10.0.0.1')).toMatchObject(
      refusal(400, 'InvalidRequest', 'Invalid range, first must be <= last'),
    );
  });

  it('refuses to delete a lot whose addresses are in use', async () => {
    expect(
      await platform.api.networkingAddressLotDelete({ path: { addressLot: 'initial-infra' } }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'lot is in use'));
  });
});

describe('loopback addresses', () => {
  const create = (
    address: string,
    options: { mask?: number; switchSlot?: 'switch0' | 'switch1'; anycast?: boolean } = {},
  ) =>
    platform.api.networkingLoopbackAddressCreate({
      body: {
        addressLot: 'initial-infra',
        rackId,
        switchSlot: options.switchSlot ?? 'switch0',
        address,
        mask: options.mask ?? 32,
        anycast: options.anycast ?? false,
      },
    });

  it('lists the seeded loopbacks', async () => {
    const list = await platform.api.networkingLoopbackAddressList();
    expect(list.type === 'success' && list.data.items.map((item) => [item.address, item.switchSlot])).toEqual(
      [
        ['10.0.255.1/32', 'switch0'],
        ['10.0.255.2/32', 'switch1'],
      ],
    );
  });

  it('creates a loopback from a block of the lot and deletes it by location', async () => {
    const created = await create('10.0.255.5');
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { address: '10.0.255.5/32', switchSlot: 'switch0', rackId },
    });
    const deleted = await platform.api.networkingLoopbackAddressDelete({
      path: { rackId, switchSlot: 'switch0', address: '10.0.255.5', subnetMask: 32 },
    });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    expect(
      await platform.api.networkingLoopbackAddressDelete({
        path: { rackId, switchSlot: 'switch0', address: '10.0.255.5', subnetMask: 32 },
      }),
    ).toMatchObject(
      refusal(404, 'ObjectNotFound', `not found: loopback-address with id "${rackId}/switch0/10.0.255.5/32"`),
    );
  });

  it('refuses addresses outside the lot, taken addresses, bad masks and unknown racks', async () => {
    expect(await create('10.1.0.1')).toMatchObject(refusal(400, 'InvalidRequest', 'address not in lot'));
    expect(await create('10.0.255.2')).toMatchObject(refusal(400, 'InvalidRequest', 'address unavailable'));
    expect(await create('10.0.255.1')).toMatchObject(
      refusal(400, 'ObjectAlreadyExists', 'already exists: loopback-address "lo 10.0.255.1/32"'),
    );
    expect(await create('10.0.255.6', { mask: 33 })).toMatchObject(
      refusal(400, 'InvalidRequest', 'invalid address'),
    );
    const missingRack = '00000000-0000-4000-8000-000000000000';
    const unknownRack = await platform.api.networkingLoopbackAddressCreate({
      body: {
        addressLot: 'initial-infra',
        rackId: missingRack,
        switchSlot: 'switch0',
        address: '10.0.255.7',
        mask: 32,
        anycast: false,
      },
    });
    expect(unknownRack).toMatchObject(
      refusal(404, 'ObjectNotFound', `not found: rack with id "${missingRack}"`),
    );
  });

  it('lets anycast addresses share an address with each other only', async () => {
    expect((await create('10.0.255.9', { anycast: true })).type).toBe('success');
    expect((await create('10.0.255.9', { anycast: true, switchSlot: 'switch1' })).type).toBe('success');
    expect(await create('10.0.255.10')).toMatchObject({ type: 'success' });
    expect(await create('10.0.255.10', { anycast: true, switchSlot: 'switch1' })).toMatchObject(
      refusal(400, 'InvalidRequest', 'address unavailable'),
    );
  });
});

describe('allow list, inbound ICMP and settings', () => {
  it('replaces the allow list and refuses an empty or malformed one', async () => {
    expect(await platform.api.networkingAllowListView()).toMatchObject({
      type: 'success',
      data: { allowedIps: { allow: 'any' } },
    });
    const updated = await platform.api.networkingAllowListUpdate({
      body: { allowedIps: { allow: 'list', ips: ['192.0.2.0/24', '2001:db8::/32'] } },
    });
    expect(updated).toMatchObject({
      type: 'success',
      data: { allowedIps: { allow: 'list', ips: ['192.0.2.0/24', '2001:db8::/32'] } },
    });
    if (updated.type === 'success')
      expect(updated.data.timeModified.getTime()).toBeGreaterThan(Date.parse(SEED_TIME));
    expect(
      await platform.api.networkingAllowListUpdate({ body: { allowedIps: { allow: 'list', ips: [] } } }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'IP allowlist must not be empty'));
    expect(
      await platform.api.networkingAllowListUpdate({
        body: { allowedIps: { allow: 'list', ips: ['1:2:3/64'] } },
      }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'invalid IP network: 1:2:3/64'));
    await platform.api.networkingAllowListUpdate({ body: { allowedIps: { allow: 'any' } } });
  });

  it('turns inbound ICMP and jumbo frames on and off', async () => {
    expect(await platform.api.networkingInboundIcmpView()).toMatchObject({
      type: 'success',
      data: { enabled: true },
    });
    expect(await platform.api.networkingInboundIcmpUpdate({ body: { enabled: false } })).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(await platform.api.networkingInboundIcmpView()).toMatchObject({ data: { enabled: false } });
    const settings = await platform.api.systemNetworkingSettingsUpdate({
      body: { externalJumboFramesOptInEnabled: true },
    });
    expect(settings).toMatchObject({ type: 'success', data: { externalJumboFramesOptInEnabled: true } });
    expect(await platform.api.systemNetworkingSettingsView()).toMatchObject({
      data: { externalJumboFramesOptInEnabled: true },
    });
  });

  it('needs a fleet role: viewers read, only admins change', async () => {
    const viewer = platform.clientAs('fleetViewer');
    expect((await viewer.networkingAllowListView()).type).toBe('success');
    expect(await viewer.networkingInboundIcmpUpdate({ body: { enabled: true } })).toMatchObject(
      refusal(403, 'Forbidden', 'Forbidden'),
    );
    expect(await platform.clientAs('simone').networkingAddressLotList()).toMatchObject(
      refusal(403, 'Forbidden', 'Forbidden'),
    );
  });
});

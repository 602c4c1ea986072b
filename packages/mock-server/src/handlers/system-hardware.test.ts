import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPUNGED_CUBBY,
  NON_PROVISIONABLE_CUBBY,
  pickSled,
  RACK_IDS,
  SEED_SLED_IDS,
  SLED_IDS,
} from '../model/system/system-hardware';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const [RACK] = RACK_IDS;
const sled = (cubby: number) => SLED_IDS[cubby] as string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('racks and sleds', () => {
  it('lists the racks and sixteen sleds with their hardware', async () => {
    const racks = await platform.api.rackList();
    expect(racks).toMatchObject({ type: 'success', data: { items: [{ id: RACK }, { id: RACK_IDS[1] }] } });
    const sleds = await platform.api.sledList();
    if (sleds.type !== 'success') throw new Error('list failed');
    expect(sleds.data.items).toHaveLength(16);
    expect(sleds.data.items[0]).toMatchObject({
      rackId: RACK,
      usableHardwareThreads: 128,
      usablePhysicalRam: 1_086_627_352_576,
      baseboard: { part: '913-0000019', revision: 6 },
      state: 'active',
    });
    const policies = sleds.data.items.map((item) => item.policy);
    expect(policies.filter((policy) => policy.kind === 'expunged')).toHaveLength(1);
    expect(
      policies.filter(
        (policy) => policy.kind === 'in_service' && policy.provisionPolicy === 'non_provisionable',
      ),
    ).toHaveLength(1);
  });

  it('views a sled and answers 404 for an unknown one', async () => {
    expect(await platform.api.sledView({ path: { sledId: sled(EXPUNGED_CUBBY) } })).toMatchObject({
      type: 'success',
      data: { policy: { kind: 'expunged' }, state: 'decommissioned' },
    });
    expect(await platform.api.sledView({ path: { sledId: UNKNOWN } })).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { errorCode: 'ObjectNotFound', message: `not found: sled with id "${UNKNOWN}"` },
    });
    expect(await platform.api.rackView({ path: { rackId: UNKNOWN } })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: rack with id "${UNKNOWN}"` },
    });
  });

  it('lists sleds not yet initialized in both racks', async () => {
    const result = await platform.api.sledListUninitialized();
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((item) => [item.rackId, item.cubby])).toEqual([
      [RACK, 16],
      [RACK, 17],
      [RACK_IDS[1], 0],
      [RACK_IDS[1], 1],
      [RACK_IDS[1], 2],
      [RACK_IDS[1], 3],
    ]);
  });

  it('lists the instances on a sled with their project and silo', async () => {
    const onSled = [...platform.db.rowsOf('instances')].filter(
      (row) => (row as { sled_id?: string }).sled_id === sled(0),
    ) as { id: string; name: string }[];
    const result = await platform.api.sledInstanceList({ path: { sledId: sled(0) } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((item) => item.id).sort()).toEqual(onSled.map((row) => row.id).sort());
    for (const item of result.data.items) {
      expect(item).toMatchObject({ activeSledId: sled(0), siloName: 'maze-war' });
      expect(item.projectName).toMatch(/^[a-z]/);
    }
  });

  it('picks provisionable sleds for new instances', () => {
    const picked = pickSled(platform.db);
    expect(SEED_SLED_IDS).toContain(picked);
    expect(SEED_SLED_IDS).not.toContain(sled(NON_PROVISIONABLE_CUBBY));
    expect(SEED_SLED_IDS).not.toContain(sled(EXPUNGED_CUBBY));
  });

  it('sets a provision policy and answers with the old and new states', async () => {
    const path = { sledId: sled(2) };
    const changed = await platform.api.sledSetProvisionPolicy({ path, body: { state: 'non_provisionable' } });
    expect(changed).toMatchObject({
      type: 'success',
      data: { oldState: 'provisionable', newState: 'non_provisionable' },
    });
    expect(await platform.api.sledView({ path })).toMatchObject({
      data: { policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } },
    });
    const again = await platform.api.sledSetProvisionPolicy({ path, body: { state: 'non_provisionable' } });
    expect(again).toMatchObject({ data: { oldState: 'non_provisionable', newState: 'non_provisionable' } });
    await platform.api.sledSetProvisionPolicy({ path, body: { state: 'provisionable' } });
  });

  it('refuses a provision policy on an expunged sled', async () => {
    const id = sled(EXPUNGED_CUBBY);
    const result = await platform.api.sledSetProvisionPolicy({
      path: { sledId: id },
      body: { state: 'provisionable' },
    });
    expect(result).toMatchObject({
      type: 'error',
      statusCode: 409,
      data: {
        errorCode: 'Conflict',
        message: `sled id ${id} has current policy "expunged" and state "decommissioned" and the transition to policy "in service" is not permitted`,
      },
    });
  });

  it('needs a fleet role to read and fleet admin to change', async () => {
    const siloViewer = await platform.clientAs('simone').sledList();
    expect(siloViewer).toMatchObject({ type: 'error', statusCode: 403, data: { errorCode: 'Forbidden' } });
    const fleetViewer = platform.clientAs('fleetViewer');
    expect((await fleetViewer.sledList()).type).toBe('success');
    const refused = await fleetViewer.sledSetProvisionPolicy({
      path: { sledId: sled(1) },
      body: { state: 'non_provisionable' },
    });
    expect(refused).toMatchObject({ type: 'error', statusCode: 403 });
    expect(await platform.clientAs('hans').rackList()).toMatchObject({ statusCode: 403 });
  });
});

describe('physical disks', () => {
  it('gives each sled ten U.2 and two M.2 disks', async () => {
    const result = await platform.api.sledPhysicalDiskList({ path: { sledId: sled(0) } });
    if (result.type !== 'success') throw new Error('list failed');
    const kinds = result.data.items.map((disk) => disk.formFactor);
    expect(kinds.filter((kind) => kind === 'u2')).toHaveLength(10);
    expect(kinds.filter((kind) => kind === 'm2')).toHaveLength(2);
    expect(result.data.items.every((disk) => disk.policy.kind === 'in_service')).toBe(true);
  });

  it('pages the fleet disk list and views one disk', async () => {
    const first = await platform.api.physicalDiskList({ query: { limit: 50 } });
    if (first.type !== 'success') throw new Error('list failed');
    expect(first.data.items).toHaveLength(50);
    const second = await platform.api.physicalDiskList({
      query: { limit: 50, pageToken: first.data.nextPage },
    });
    if (second.type !== 'success') throw new Error('list failed');
    expect((second.data.items[0]?.id ?? '') > (first.data.items[49]?.id ?? '')).toBe(true);
    const disk = first.data.items[0];
    expect(await platform.api.physicalDiskView({ path: { diskId: disk?.id ?? '' } })).toMatchObject({
      data: { id: disk?.id, serial: disk?.serial },
    });
    expect(await platform.api.physicalDiskView({ path: { diskId: UNKNOWN } })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: physical-disk with id "${UNKNOWN}"` },
    });
  });

  it('adopts an unadopted disk once requested', async () => {
    const unadopted = await platform.api.physicalDiskListUnadopted();
    if (unadopted.type !== 'success') throw new Error('list failed');
    const [replacement] = unadopted.data.items;
    if (!replacement) throw new Error('no unadopted disk seeded');
    const request = await platform.api.physicalDiskEnableAdoption({ body: replacement.diskId });
    expect(request).toMatchObject({ type: 'success', statusCode: 201, data: { diskId: replacement.diskId } });
    const duplicate = await platform.api.physicalDiskEnableAdoption({ body: replacement.diskId });
    expect(duplicate).toMatchObject({
      statusCode: 400,
      data: {
        errorCode: 'ObjectAlreadyExists',
        message: `already exists: physical-disk-adoption-request "${replacement.diskId.serial}"`,
      },
    });
    const disks = await eventually(
      () => platform.api.sledPhysicalDiskList({ path: { sledId: replacement.sledId } }),
      (result) =>
        result.type === 'success' &&
        result.data.items.some((disk) => disk.serial === replacement.diskId.serial),
    );
    if (disks.type !== 'success') throw new Error('list failed');
    expect(disks.data.items.find((disk) => disk.serial === replacement.diskId.serial)).toMatchObject({
      formFactor: 'u2',
      policy: { kind: 'in_service' },
      state: 'active',
    });
    expect(await platform.api.physicalDiskListUnadopted()).toMatchObject({ data: { items: [] } });
    if (request.type !== 'success') return;
    const withdrawn = await platform.api.physicalDiskDisableAdoption({
      path: { physicalDiskAdoptionReqId: request.data.id },
    });
    expect(withdrawn).toMatchObject({ type: 'success', statusCode: 204 });
    const again = await platform.api.physicalDiskDisableAdoption({
      path: { physicalDiskAdoptionReqId: request.data.id },
    });
    expect(again).toMatchObject({
      statusCode: 404,
      data: { message: `not found: physical-disk-adoption-request with id "${request.data.id}"` },
    });
  });
});

describe('switches and switch ports', () => {
  const location = { rackId: RACK, switchSlot: 'switch0' as const };

  it('lists two switches with 32 ports each', async () => {
    const switches = await platform.api.switchList();
    if (switches.type !== 'success') throw new Error('list failed');
    expect(switches.data.items).toHaveLength(2);
    const first = switches.data.items[0];
    expect(await platform.api.switchView({ path: { switchId: first?.id ?? '' } })).toMatchObject({
      data: { baseboard: first?.baseboard },
    });
    const ports = await platform.api.networkingSwitchPortList({ query: { limit: 100 } });
    if (ports.type !== 'success') throw new Error('list failed');
    expect(ports.data.items).toHaveLength(64);
    expect(
      ports.data.items.filter((port) => port.switchSlot === 'switch1').map((port) => port.portName),
    ).toContain('qsfp31');
    const one = ports.data.items[5];
    const filtered = await platform.api.networkingSwitchPortList({ query: { switchPortId: one?.id } });
    expect(filtered).toMatchObject({ data: { items: [{ id: one?.id }] } });
  });

  it('reads and replaces a port LLDP configuration', async () => {
    const path = { port: 'qsfp7' };
    const before = await platform.api.networkingSwitchPortLldpConfigView({ path, query: location });
    expect(before).toMatchObject({ type: 'success', data: { enabled: false } });
    if (before.type !== 'success') return;
    const config = { ...before.data, enabled: true, systemName: 'edge-7', managementIp: '10.0.0.7' };
    const updated = await platform.api.networkingSwitchPortLldpConfigUpdate({
      path,
      query: location,
      body: config,
    });
    expect(updated).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.networkingSwitchPortLldpConfigView({ path, query: location })).toMatchObject({
      data: { enabled: true, systemName: 'edge-7', managementIp: '10.0.0.7' },
    });
  });

  it('applies and clears port settings, which bring the link and its LLDP neighbor up and down', async () => {
    const settings = [...platform.db.table('switchPortSettings').values()][0];
    if (!settings) throw new Error('no switch port settings seeded');
    const path = { port: 'qsfp9' };
    const neighbors = () =>
      platform.api.networkingSwitchPortLldpNeighbors({ path: { ...location, port: 'qsfp9' } });
    expect(await neighbors()).toMatchObject({ data: { items: [] } });
    const applied = await platform.api.networkingSwitchPortApplySettings({
      path,
      query: location,
      body: { portSettings: settings.name },
    });
    expect(applied).toMatchObject({ type: 'success', statusCode: 204 });
    // The link status is a free-form document: the SDK hands its keys over as the platform wrote them.
    expect(await platform.api.networkingSwitchPortStatus({ path, query: location })).toMatchObject({
      data: { link_state: 'up' },
    });
    expect(await neighbors()).toMatchObject({
      data: { items: [{ localPort: 'qsfp9', systemName: 'core-router-a' }] },
    });
    const cleared = await platform.api.networkingSwitchPortClearSettings({ path, query: location });
    expect(cleared).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.networkingSwitchPortStatus({ path, query: location })).toMatchObject({
      data: { link_state: 'down' },
    });
    expect(await neighbors()).toMatchObject({ data: { items: [] } });
  });

  it('answers 404 for unknown ports, racks and settings', async () => {
    const unknownPort = await platform.api.networkingSwitchPortStatus({
      path: { port: 'qsfp99' },
      query: location,
    });
    expect(unknownPort).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: switch-port with name "qsfp99"' },
    });
    const unknownRack = await platform.api.networkingSwitchPortStatus({
      path: { port: 'qsfp0' },
      query: { rackId: UNKNOWN, switchSlot: 'switch0' },
    });
    expect(unknownRack).toMatchObject({
      statusCode: 404,
      data: { message: `not found: rack with id "${UNKNOWN}"` },
    });
    const unknownSettings = await platform.api.networkingSwitchPortApplySettings({
      path: { port: 'qsfp3' },
      query: location,
      body: { portSettings: 'no-such-settings' },
    });
    expect(unknownSettings).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: switch-port-settings with name "no-such-settings"' },
    });
  });

  it('lets only fleet admins change ports', async () => {
    const refused = await platform
      .clientAs('fleetViewer')
      .networkingSwitchPortClearSettings({ path: { port: 'qsfp0' }, query: location });
    expect(refused).toMatchObject({ statusCode: 403 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../fixtures/identity';
import { EXPUNGED_CUBBY, RACK_IDS, SEED_SLED_IDS, SLED_IDS } from '../model/system/system-hardware';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
/** A platform whose transient states last a minute, to test what they refuse without racing them. */
let slow: TestPlatform;
beforeAll(async () => {
  [platform, slow] = await Promise.all([startTestPlatform(), startTestPlatform({ transitionMs: 60_000 })]);
});
afterAll(() => Promise.all([platform.close(), slow.close()]));

const [RACK, SECOND_RACK] = RACK_IDS;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const BUNDLES = '/v1/system/support-bundles';
const project = projects.mock.name;

describe('probes', () => {
  const sled = SEED_SLED_IDS[0] as string;

  it('creates a probe with an interface and an ephemeral address, lists, views and deletes it', async () => {
    const created = await platform.api.probeCreate({
      query: { project },
      body: { name: 'latency-probe', description: 'measures the uplink', sled },
    });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { name: 'latency-probe', sled },
    });
    const view = await platform.api.probeView({ path: { probe: 'latency-probe' }, query: { project } });
    if (view.type !== 'success') throw new Error('view failed');
    expect(view.data).toMatchObject({
      sled,
      interface: { kind: { type: 'probe' }, primary: true, ipConfig: { type: 'v4' } },
      externalIps: [{ kind: 'ephemeral', firstPort: 0, lastPort: 65535 }],
    });
    const list = await platform.api.probeList({ query: { project } });
    expect(list).toMatchObject({ data: { items: [{ name: 'latency-probe' }] } });
    const deleted = await platform.api.probeDelete({ path: { probe: 'latency-probe' }, query: { project } });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    expect(
      await platform.api.probeView({ path: { probe: 'latency-probe' }, query: { project } }),
    ).toMatchObject({
      statusCode: 404,
      data: { errorCode: 'ObjectNotFound', message: 'not found: probe with name "latency-probe"' },
    });
  });

  it('refuses a duplicate name, an unknown sled and an expunged one', async () => {
    await platform.api.probeCreate({ query: { project }, body: { name: 'dup', description: '', sled } });
    expect(
      await platform.api.probeCreate({ query: { project }, body: { name: 'dup', description: '', sled } }),
    ).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: probe "dup"' },
    });
    expect(
      await platform.api.probeCreate({
        query: { project },
        body: { name: 'lost', description: '', sled: UNKNOWN },
      }),
    ).toMatchObject({ statusCode: 404, data: { message: `not found: sled with id "${UNKNOWN}"` } });
    const expunged = SLED_IDS[EXPUNGED_CUBBY] as string;
    expect(
      await platform.api.probeCreate({
        query: { project },
        body: { name: 'gone', description: '', sled: expunged },
      }),
    ).toMatchObject({ statusCode: 400, data: { message: `sled ${expunged} is not in service` } });
    await platform.api.probeDelete({ path: { probe: 'dup' }, query: { project } });
  });

  it('needs fleet admin to create and a fleet role to read', async () => {
    const body = { name: 'nope', description: '', sled };
    expect(await platform.clientAs('hans').probeCreate({ query: { project }, body })).toMatchObject({
      statusCode: 403,
    });
    expect(await platform.clientAs('simone').probeList({ query: { project } })).toMatchObject({
      statusCode: 403,
    });
  });
});

describe('support bundles', () => {
  it('lists the seeded bundles oldest first', async () => {
    const result = await platform.api.supportBundleList();
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((bundle) => bundle.state)).toEqual(['active', 'active', 'failed']);
    expect(result.data.items[2]?.reasonForFailure).toBeTruthy();
  });

  it('collects a bundle, then downloads it as a zip whose index and files can be read', async () => {
    const created = await platform.api.supportBundleCreate({ body: { userComment: 'flaky sled' } });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { state: 'collecting', reasonForCreation: 'Created by external API', userComment: 'flaky sled' },
    });
    if (created.type !== 'success') return;
    const id = created.data.id;
    await eventually(
      () => platform.api.supportBundleView({ path: { bundleId: id } }),
      (result) => result.type === 'success' && result.data.state === 'active',
    );
    const download = await platform.fetchAs('hannah', `${BUNDLES}/${id}/download`);
    expect(download.status).toBe(200);
    const zip = new Uint8Array(await download.arrayBuffer());
    expect([...zip.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect([...zip.slice(-22, -18)]).toEqual([0x50, 0x4b, 0x05, 0x06]);
    const head = await platform.fetchAs('hannah', `${BUNDLES}/${id}/download`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(zip.length));
    const index = await platform.fetchAs('hannah', `${BUNDLES}/${id}/index`);
    const names = (await index.text()).trim().split('\n');
    expect(names[0]).toBe('bundle_id.txt');
    expect(names).toContain('rack/');
    const file = await platform.fetchAs('hannah', `${BUNDLES}/${id}/download/bundle_id.txt`);
    expect(await file.text()).toBe(id);
    const missing = await platform.fetchAs('hannah', `${BUNDLES}/${id}/download/secrets.txt`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      message: 'not found: support-bundle-file with name "secrets.txt"',
    });
  });

  it('refuses downloads until a bundle is active', async () => {
    const created = await slow.api.supportBundleCreate({ body: {} });
    if (created.type !== 'success') throw new Error('create failed');
    for (const suffix of ['download', 'index', 'download/bundle_id.txt']) {
      const early = await slow.fetchAs('hannah', `${BUNDLES}/${created.data.id}/${suffix}`);
      expect(early.status).toBe(400);
      expect(await early.json()).toMatchObject({
        error_code: 'InvalidRequest',
        message: 'Cannot download bundle in non-active state',
      });
    }
  });

  it('edits the comment, refusing one over 4096 bytes', async () => {
    const list = await platform.api.supportBundleList();
    if (list.type !== 'success') throw new Error('list failed');
    const bundleId = list.data.items[0]?.id ?? '';
    const updated = await platform.api.supportBundleUpdate({
      path: { bundleId },
      body: { userComment: 'kept' },
    });
    expect(updated).toMatchObject({ type: 'success', data: { userComment: 'kept' } });
    const cleared = await platform.api.supportBundleUpdate({ path: { bundleId }, body: {} });
    expect(cleared).toMatchObject({ data: { userComment: null } });
    const long = await platform.api.supportBundleUpdate({
      path: { bundleId },
      body: { userComment: 'a'.repeat(4097) },
    });
    expect(long).toMatchObject({
      statusCode: 400,
      data: { message: 'support bundle comment cannot exceed 4096 bytes' },
    });
  });

  it('destroys a deleted bundle, which then disappears', async () => {
    const doomed = await slow.api.supportBundleCreate({ body: {} });
    if (doomed.type !== 'success') throw new Error('create failed');
    expect(await slow.api.supportBundleDelete({ path: { bundleId: doomed.data.id } })).toMatchObject({
      statusCode: 204,
    });
    expect(await slow.api.supportBundleView({ path: { bundleId: doomed.data.id } })).toMatchObject({
      data: { state: 'destroying' },
    });
    const created = await platform.api.supportBundleCreate({ body: {} });
    if (created.type !== 'success') throw new Error('create failed');
    const path = { bundleId: created.data.id };
    expect(await platform.api.supportBundleDelete({ path })).toMatchObject({ statusCode: 204 });
    const gone = await eventually(
      () => platform.api.supportBundleView({ path }),
      (result) => result.type === 'error',
    );
    expect(gone).toMatchObject({
      statusCode: 404,
      data: { message: `not found: support-bundle with id "${created.data.id}"` },
    });
  });

  it('answers 404 for unknown bundles and 403 without fleet admin', async () => {
    expect(await platform.api.supportBundleView({ path: { bundleId: UNKNOWN } })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: support-bundle with id "${UNKNOWN}"` },
    });
    expect(await platform.clientAs('fleetViewer').supportBundleCreate({ body: {} })).toMatchObject({
      statusCode: 403,
    });
    expect((await platform.clientAs('fleetViewer').supportBundleList()).type).toBe('success');
  });
});

describe('rack membership', () => {
  it('shows the committed membership of the first rack', async () => {
    const status = await platform.api.rackMembershipStatus({ path: { rackId: RACK } });
    if (status.type !== 'success') throw new Error('status failed');
    expect(status.data).toMatchObject({
      rackId: RACK,
      version: 1,
      state: 'committed',
      unacknowledgedMembers: [],
    });
    expect(status.data.members).toHaveLength(15);
  });

  it('adds sleds in a change that commits, and refuses sleds it cannot add', async () => {
    const spares = await platform.api.sledListUninitialized();
    if (spares.type !== 'success') throw new Error('list failed');
    const spare = spares.data.items.find((sled) => sled.rackId === RACK && sled.cubby === 16);
    if (!spare) throw new Error('no spare sled');
    const board = { partNumber: spare.baseboard.part, serialNumber: spare.baseboard.serial };
    const path = { rackId: RACK };
    expect(
      await platform.api.rackMembershipAddSleds({
        path,
        body: { sledIds: [{ partNumber: 'x', serialNumber: 'y' }] },
      }),
    ).toMatchObject({
      statusCode: 400,
      data: { message: 'sled y is not an uninitialized sled of this rack' },
    });
    const added = await platform.api.rackMembershipAddSleds({ path, body: { sledIds: [board] } });
    expect(added).toMatchObject({
      type: 'success',
      data: { version: 2, state: 'in_progress', unacknowledgedMembers: [board] },
    });
    const committed = await eventually(
      () => platform.api.rackMembershipStatus({ path }),
      (result) => result.type === 'success' && result.data.state === 'committed',
    );
    expect(committed).toMatchObject({ data: { version: 2, members: expect.arrayContaining([board]) } });
    expect(await platform.api.rackMembershipStatus({ path, query: { version: 1 } })).toMatchObject({
      data: { version: 1, state: 'committed' },
    });
    expect(await platform.api.rackMembershipAddSleds({ path, body: { sledIds: [board] } })).toMatchObject({
      statusCode: 400,
      data: { message: `sled ${board.serialNumber} is already a member of the rack` },
    });
  });

  it('refuses a second change while one is in progress', async () => {
    const spares = await slow.api.sledListUninitialized();
    if (spares.type !== 'success') throw new Error('list failed');
    const [first, second] = spares.data.items
      .filter((sled) => sled.rackId === RACK)
      .map((sled) => ({ partNumber: sled.baseboard.part, serialNumber: sled.baseboard.serial }));
    if (!first || !second) throw new Error('no spare sleds');
    const path = { rackId: RACK };
    await slow.api.rackMembershipAddSleds({ path, body: { sledIds: [first] } });
    const busy = await slow.api.rackMembershipAddSleds({ path, body: { sledIds: [second] } });
    expect(busy).toMatchObject({
      statusCode: 400,
      data: { message: 'rack membership change to version 2 is still in progress' },
    });
    await slow.api.rackMembershipAbort({ path });
  });

  it('aborts a change in progress, and only then', async () => {
    const path = { rackId: RACK };
    expect(await platform.api.rackMembershipAbort({ path })).toMatchObject({
      statusCode: 400,
      data: { message: 'there is no rack membership change in progress to abort' },
    });
    const spares = await platform.api.sledListUninitialized();
    if (spares.type !== 'success') throw new Error('list failed');
    const spare = spares.data.items.find((sled) => sled.rackId === RACK && sled.cubby === 17);
    if (!spare) throw new Error('no spare sled');
    const board = { partNumber: spare.baseboard.part, serialNumber: spare.baseboard.serial };
    const added = await slow.api.rackMembershipAddSleds({ path, body: { sledIds: [board] } });
    expect(added).toMatchObject({ data: { version: 3, state: 'in_progress' } });
    const aborted = await slow.api.rackMembershipAbort({ path });
    expect(aborted).toMatchObject({ type: 'success', data: { version: 3, state: 'aborted' } });
    // The change aborted before it (version 2) added nobody: this one builds on the committed fifteen.
    if (aborted.type === 'success') expect(aborted.data.members).toHaveLength(16);
    expect(await slow.api.rackMembershipAbort({ path })).toMatchObject({ statusCode: 400 });
  });

  it('answers 404 for a rack with no membership yet and for unknown racks', async () => {
    expect(await platform.api.rackMembershipStatus({ path: { rackId: SECOND_RACK } })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: rack-membership with id "${SECOND_RACK}"` },
    });
    expect(await platform.api.rackMembershipStatus({ path: { rackId: UNKNOWN } })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: rack with id "${UNKNOWN}"` },
    });
    expect(
      await platform.clientAs('fleetViewer').rackMembershipAbort({ path: { rackId: RACK } }),
    ).toMatchObject({
      statusCode: 403,
    });
  });
});

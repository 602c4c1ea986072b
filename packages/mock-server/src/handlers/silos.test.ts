import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silos, users } from '../fixtures/identity';
import { SEED_CERTIFICATE_PEM } from '../fixtures/silos';
import { refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

const KEY_PEM = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnhqY9Mn2HsvkYqiD
LKOEJb6yzgfl0s6qIlQkE0MSPR6hRANCAAQK6LMDL3la049b7BzhwTsEcbdVRGso
KO6tYpvIfXs93OCQH5qYJKtXm2xE0OgwlJzIpAgBci+xuUeDt1SxaSAz
-----END PRIVATE KEY-----
`;

const siloBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `the ${name} silo`,
  discoverable: true,
  identityMode: 'saml_jit' as const,
  quotas: { cpus: 8, memory: 16 * GiB, storage: TiB },
  tlsCertificates: [] as {
    name: string;
    description: string;
    cert: string;
    key: string;
    service: 'external_api';
  }[],
  ...extra,
});

describe('silos', () => {
  it('lists the discoverable silos to fleet viewers, and shows any by name', async () => {
    const viewer = platform.clientAs('fleetViewer');
    const list = await viewer.siloList();
    if (list.type !== 'success') throw new Error('list failed');
    expect(list.data.items.map((silo) => silo.name)).toEqual(['maze-war', 'myriad']);
    const thrax = await viewer.siloView({ path: { silo: 'thrax' } });
    expect(thrax).toMatchObject({ type: 'success', data: { id: silos.thrax.id, identityMode: 'saml_scim' } });
    const missing = await viewer.siloView({ path: { silo: 'nowhere' } });
    expect(missing).toMatchObject(refusal(404, 'ObjectNotFound', 'not found: silo with name "nowhere"'));
  });

  it('refuses users without a fleet role, and fleet viewers’ changes', async () => {
    expect(await platform.clientAs('jane').siloList()).toMatchObject(refusal(403, 'Forbidden'));
    // Ada is myriad's silo admin, but myriad maps no silo role to a fleet role.
    expect(await platform.clientAs('ada').siloView({ path: { silo: 'myriad' } })).toMatchObject(
      refusal(403, 'Forbidden'),
    );
    const create = await platform.clientAs('fleetViewer').siloCreate({ body: siloBody('nope') });
    expect(create).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('creates a silo with its quotas, fleet role mapping, certificates and admin group', async () => {
    const created = await platform.api.siloCreate({
      body: siloBody('tarrasque', {
        adminGroupName: 'tarrasque-admins',
        mappedFleetRoles: { admin: ['admin', 'admin'], viewer: ['viewer'] },
        tlsCertificates: [
          {
            name: 'endpoint',
            description: '',
            cert: SEED_CERTIFICATE_PEM,
            key: KEY_PEM,
            service: 'external_api',
          },
        ],
      }),
    });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: {
        name: 'tarrasque',
        adminGroupName: 'tarrasque-admins',
        mappedFleetRoles: { admin: ['admin'], viewer: ['viewer'] },
      },
    });
    if (created.type !== 'success') return;
    const quotas = await platform.api.siloQuotasView({ path: { silo: 'tarrasque' } });
    expect(quotas).toMatchObject({
      type: 'success',
      data: { siloId: created.data.id, cpus: 8, memory: 16 * GiB },
    });
    const policy = await platform.api.siloPolicyView({ path: { silo: 'tarrasque' } });
    if (policy.type !== 'success') throw new Error('policy failed');
    expect(policy.data.roleAssignments).toEqual([
      { identityId: expect.any(String), identityType: 'silo_group', roleName: 'admin' },
    ]);
    const group = platform.db.table('groups').get(policy.data.roleAssignments[0]?.identityId ?? '');
    expect(group).toMatchObject({ display_name: 'tarrasque-admins', silo_id: created.data.id });
    const certificates = [...platform.db.table('certificates').values()].filter(
      (row) => row.silo_id === created.data.id,
    );
    expect(certificates.map((row) => row.name)).toEqual(['endpoint']);
  });

  it('refuses a duplicate name, a bad role mapping, negative quotas and bad certificates, leaving nothing behind', async () => {
    // Only the tables a silo create writes: other areas (the audit log) record refused requests too.
    const written = () => {
      const snapshot = platform.db.snapshot();
      return ['silos', 'siloQuotas', 'siloPolicies', 'groups', 'certificates'].map(
        (table) => snapshot[table],
      );
    };
    const before = written();
    expect(await platform.api.siloCreate({ body: siloBody('maze-war') })).toMatchObject(
      refusal(400, 'ObjectAlreadyExists', 'already exists: silo "maze-war"'),
    );
    const mapping = await platform.api.siloCreate({
      body: siloBody('mapped', { mappedFleetRoles: { owner: ['admin'] } }),
    });
    expect(mapping).toMatchObject(refusal(400, 'InvalidRequest'));
    if (mapping.type === 'error') {
      expect(mapping.data.message).toMatch(
        /^unable to parse JSON body: mapped_fleet_roles: unknown variant `owner`/,
      );
    }
    const negative = await platform.api.siloCreate({
      body: siloBody('negative', { quotas: { cpus: -1, memory: 0, storage: 0 } }),
    });
    expect(negative).toMatchObject(
      refusal(400, 'InvalidRequest', 'Cannot create silo quota: CPU quota must not be negative'),
    );
    const badCertificate = await platform.api.siloCreate({
      body: siloBody('uncertified', {
        tlsCertificates: [
          { name: 'endpoint', description: '', cert: 'nope', key: KEY_PEM, service: 'external_api' },
        ],
      }),
    });
    expect(badCertificate).toMatchObject(
      refusal(400, 'InvalidValue', 'unsupported value for "certificate": Certificate exists, but is empty'),
    );
    const twice = {
      name: 'endpoint',
      description: '',
      cert: SEED_CERTIFICATE_PEM,
      key: KEY_PEM,
      service: 'external_api',
    };
    const duplicateCertificates = await platform.api.siloCreate({
      body: siloBody('twice', { tlsCertificates: [twice, twice] }),
    });
    expect(duplicateCertificates).toMatchObject(
      refusal(400, 'ObjectAlreadyExists', 'already exists: certificate "endpoint"'),
    );
    expect(written()).toEqual(before);
  });

  it('gives exactly one success to simultaneous creates of one name', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => platform.api.siloCreate({ body: siloBody('racy') })),
    );
    expect(results.filter((result) => result.type === 'success')).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 400)).toHaveLength(19);
  });

  it('refuses to delete the caller’s silo or a silo with projects', async () => {
    expect(await platform.api.siloDelete({ path: { silo: 'maze-war' } })).toMatchObject(
      refusal(400, 'InvalidRequest', 'cannot delete the silo you are signed in to'),
    );
    expect(await platform.api.siloDelete({ path: { silo: 'myriad' } })).toMatchObject(
      refusal(400, 'InvalidRequest', 'silo to be deleted contains a project'),
    );
    expect(await platform.clientAs('fleetViewer').siloDelete({ path: { silo: 'thrax' } })).toMatchObject(
      refusal(403, 'Forbidden'),
    );
  });

  it('deletes a silo with its users, groups, providers, tokens, certificates and quotas', async () => {
    const thrax = silos.thrax.id;
    const deleted = await platform.api.siloDelete({ path: { silo: 'thrax' } });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.siloView({ path: { silo: thrax } })).toMatchObject(
      refusal(404, 'ObjectNotFound', `not found: silo with id "${thrax}"`),
    );
    const { db } = platform;
    for (const table of ['users', 'groups', 'samlIdentityProviders', 'scimTokens', 'certificates'] as const) {
      expect([...db.table(table).values()].filter((row) => row.silo_id === thrax)).toEqual([]);
    }
    expect(db.table('siloQuotas').get(thrax)).toBeUndefined();
    expect(db.table('siloPolicies').get(thrax)).toBeUndefined();
    expect([...db.table('ipPoolSiloLinks').values()].filter((link) => link.silo_id === thrax)).toEqual([]);
  });

  it('lists the IP pools linked to a silo', async () => {
    const result = await platform.clientAs('fleetViewer').siloIpPoolList({ path: { silo: 'maze-war' } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.length).toBeGreaterThan(0);
    expect(result.data.items.filter((pool) => pool.isDefault).length).toBeLessThanOrEqual(2);
  });
});

describe('silo policy (system)', () => {
  it('shows and replaces any silo’s policy for fleet admins', async () => {
    const view = await platform.clientAs('fleetViewer').siloPolicyView({ path: { silo: 'myriad' } });
    expect(view).toMatchObject({
      type: 'success',
      data: { roleAssignments: [{ identityId: users.ada.id, roleName: 'admin' }] },
    });
    const foreign = await platform.api.siloPolicyUpdate({
      path: { silo: 'myriad' },
      body: {
        roleAssignments: [{ identityId: users.hans.id, identityType: 'silo_user', roleName: 'viewer' }],
      },
    });
    expect(foreign).toMatchObject(refusal(400, 'InvalidRequest'));
    const next = [
      { identityId: users.ada.id, identityType: 'silo_user' as const, roleName: 'collaborator' as const },
    ];
    const updated = await platform.api.siloPolicyUpdate({
      path: { silo: 'myriad' },
      body: { roleAssignments: next },
    });
    expect(updated).toMatchObject({ type: 'success', data: { roleAssignments: next } });
    const byViewer = await platform.clientAs('fleetViewer').siloPolicyUpdate({
      path: { silo: 'myriad' },
      body: { roleAssignments: [] },
    });
    expect(byViewer).toMatchObject(refusal(403, 'Forbidden'));
  });
});

describe('quotas and utilization', () => {
  it('shows the seeded quotas of every silo', async () => {
    const quotas = await platform.clientAs('fleetViewer').siloQuotasView({ path: { silo: 'maze-war' } });
    expect(quotas).toMatchObject({
      type: 'success',
      data: { siloId: silos.mazeWar.id, cpus: 64, memory: 256 * GiB, storage: 10 * TiB },
    });
    const list = await platform.clientAs('fleetViewer').systemQuotasList();
    if (list.type !== 'success') throw new Error('list failed');
    const ids = list.data.items.map((row) => row.siloId);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining([silos.mazeWar.id, silos.myriad.id]));
  });

  it('changes only the quotas given, even below what is provisioned, and refuses negative CPUs', async () => {
    const updated = await platform.api.siloQuotasUpdate({ path: { silo: 'myriad' }, body: { cpus: 0 } });
    expect(updated).toMatchObject({
      type: 'success',
      data: { siloId: silos.myriad.id, cpus: 0, memory: 128 * GiB, storage: 4 * TiB },
    });
    const negative = await platform.api.siloQuotasUpdate({ path: { silo: 'myriad' }, body: { cpus: -4 } });
    expect(negative).toMatchObject(
      refusal(400, 'InvalidRequest', 'Cannot update silo quota: CPU quota must not be negative'),
    );
    const byViewer = await platform.clientAs('fleetViewer').siloQuotasUpdate({
      path: { silo: 'myriad' },
      body: { cpus: 64 },
    });
    expect(byViewer).toMatchObject(refusal(403, 'Forbidden'));
    await platform.api.siloQuotasUpdate({ path: { silo: 'myriad' }, body: { cpus: 32 } });
  });

  it('reports utilization that agrees between the fleet’s and the silo’s view', async () => {
    const fleet = await platform.clientAs('fleetViewer').siloUtilizationView({ path: { silo: 'maze-war' } });
    if (fleet.type !== 'success') throw new Error('view failed');
    expect(fleet.data).toMatchObject({
      siloName: 'maze-war',
      allocated: { cpus: 64, memory: 256 * GiB, storage: 10 * TiB },
    });
    const own = await platform.clientAs('jane').utilizationView();
    if (own.type !== 'success') throw new Error('view failed');
    expect(own.data.capacity).toEqual(fleet.data.allocated);
    expect(own.data.provisioned).toEqual(fleet.data.provisioned);
    expect(own.data.provisioned.cpus).toBeLessThanOrEqual(own.data.capacity.cpus);
    const list = await platform.clientAs('fleetViewer').siloUtilizationList();
    if (list.type !== 'success') throw new Error('list failed');
    expect(list.data.items.find((row) => row.siloId === silos.mazeWar.id)).toEqual(fleet.data);
  });
});

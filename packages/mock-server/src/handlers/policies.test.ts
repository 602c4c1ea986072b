import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, silos, users } from '../fixtures/identity';
import { refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const asUser = (identityId: string, roleName: 'admin' | 'collaborator' | 'viewer') => ({
  identityId,
  identityType: 'silo_user' as const,
  roleName,
});
const asGroup = (identityId: string, roleName: 'admin' | 'collaborator' | 'viewer') => ({
  identityId,
  identityType: 'silo_group' as const,
  roleName,
});

describe('silo policy', () => {
  it('is readable by every user of the silo, even one with no role', async () => {
    const result = await platform.clientAs('jane').policyView();
    if (result.type !== 'success') throw new Error('view failed');
    expect(result.data.roleAssignments).toContainEqual(asGroup(groups.admins.id, 'admin'));
    expect(result.data.roleAssignments).toContainEqual(asUser(users.hans.id, 'collaborator'));
  });

  it('is replaced as a whole by a silo admin', async () => {
    const before = await platform.api.policyView();
    if (before.type !== 'success') throw new Error('view failed');
    const next = [...before.data.roleAssignments, asUser(users.jane.id, 'viewer')];
    const updated = await platform.api.policyUpdate({ body: { roleAssignments: next } });
    expect(updated).toMatchObject({ type: 'success', data: { roleAssignments: next } });
    // As a silo viewer, Jane now sees the silo's projects.
    const projects = await platform.clientAs('jane').projectList();
    if (projects.type !== 'success') throw new Error('list failed');
    expect(projects.data.items.map((project) => project.name)).toContain('mock-project');
    const restored = await platform.api.policyUpdate({
      body: { roleAssignments: before.data.roleAssignments },
    });
    expect(restored.type).toBe('success');
  });

  it('refuses a change from anyone but a silo admin', async () => {
    const result = await platform.clientAs('hans').policyUpdate({ body: { roleAssignments: [] } });
    expect(result).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('refuses two roles for one identity', async () => {
    const result = await platform.api.policyUpdate({
      body: { roleAssignments: [asUser(users.jane.id, 'viewer'), asUser(users.jane.id, 'admin')] },
    });
    expect(result).toMatchObject(
      refusal(400, 'InvalidRequest', 'a policy may assign only one role per identity'),
    );
  });

  it('refuses identities from another silo, unknown ones and mistyped ones', async () => {
    const foreign = await platform.api.policyUpdate({
      body: { roleAssignments: [asUser(users.ada.id, 'viewer')] },
    });
    expect(foreign).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        `role assignment names a silo_user that does not exist in this silo: ${users.ada.id}`,
      ),
    );
    const mistyped = await platform.api.policyUpdate({
      body: { roleAssignments: [asUser(groups.admins.id, 'admin')] },
    });
    expect(mistyped).toMatchObject(refusal(400, 'InvalidRequest'));
    const policy = await platform.api.policyView();
    expect(policy).toMatchObject({
      data: { roleAssignments: expect.arrayContaining([asGroup(groups.admins.id, 'admin')]) },
    });
  });

  it('refuses more than 64 assignments', async () => {
    const many = Array.from({ length: 65 }, (_, index) =>
      asUser(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, 'viewer'),
    );
    const result = await platform.api.policyUpdate({ body: { roleAssignments: many } });
    expect(result).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'unable to parse JSON body: role_assignments: invalid length 65, expected a list of at most 64 role assignments',
      ),
    );
  });
});

describe('fleet policy', () => {
  it('is readable by fleet viewers and not by others', async () => {
    const result = await platform.clientAs('fleetViewer').systemPolicyView();
    expect(result).toMatchObject({
      type: 'success',
      data: { roleAssignments: [asUser(users.fleetViewer.id, 'viewer')] },
    });
    expect(await platform.clientAs('simone').systemPolicyView()).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('takes users of any silo, and only fleet admins change it', async () => {
    const next = [asUser(users.fleetViewer.id, 'viewer'), asUser(users.ada.id, 'collaborator')];
    const refusedChange = await platform
      .clientAs('fleetViewer')
      .systemPolicyUpdate({ body: { roleAssignments: next } });
    expect(refusedChange).toMatchObject(refusal(403, 'Forbidden'));
    // Hannah is a fleet admin through her silo's mapping of silo admins to fleet admins.
    const updated = await platform.api.systemPolicyUpdate({ body: { roleAssignments: next } });
    expect(updated).toMatchObject({ type: 'success', data: { roleAssignments: next } });
    // Ada, of another silo, now reads the fleet.
    expect((await platform.clientAs('ada').siloList()).type).toBe('success');
    const unknown = await platform.api.systemPolicyUpdate({
      body: { roleAssignments: [asUser(silos.thrax.id, 'viewer')] },
    });
    expect(unknown).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        `role assignment names a silo_user that does not exist: ${silos.thrax.id}`,
      ),
    );
  });
});

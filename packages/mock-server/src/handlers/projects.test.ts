import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('projects', () => {
  it('lists the silo projects the caller can see, by name', async () => {
    const result = await platform.api.projectList();
    expect(result.type).toBe('success');
    if (result.type !== 'success') return;
    const names = result.data.items.map((project) => project.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('mock-project');
    expect(names).not.toContain('myriad-project');
  });

  it('pages with stable tokens', async () => {
    const first = await platform.api.projectList({ query: { limit: 1 } });
    if (first.type !== 'success') throw new Error('list failed');
    expect(first.data.items).toHaveLength(1);
    expect(first.data.nextPage).toBeTruthy();
    // A project created before the first name does not shift the next page.
    await platform.api.projectCreate({ body: { name: 'aaa-first', description: '' } });
    const second = await platform.api.projectList({ query: { limit: 1, pageToken: first.data.nextPage } });
    if (second.type !== 'success') throw new Error('list failed');
    expect((second.data.items[0]?.name ?? '') > (first.data.items[0]?.name ?? '')).toBe(true);
    await platform.api.projectDelete({ path: { project: 'aaa-first' } });
  });

  it('creates, views by name and id, renames and deletes', async () => {
    const created = await platform.api.projectCreate({ body: { name: 'web', description: 'the web tier' } });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { name: 'web' } });
    if (created.type !== 'success') return;
    const byId = await platform.api.projectView({ path: { project: created.data.id } });
    expect(byId).toMatchObject({ type: 'success', data: { name: 'web', description: 'the web tier' } });
    const renamed = await platform.api.projectUpdate({
      path: { project: 'web' },
      body: { name: 'web-tier' },
    });
    expect(renamed).toMatchObject({
      type: 'success',
      data: { name: 'web-tier', description: 'the web tier' },
    });
    // The platform gave the project a default VPC, which must go (subnet first) before the project can.
    const refused = await platform.api.projectDelete({ path: { project: 'web-tier' } });
    expect(refused).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: { errorCode: 'InvalidRequest', message: 'project to be deleted contains a vpc: default' },
    });
    const vpc = { project: 'web-tier', vpc: 'default' };
    expect(await platform.api.vpcSubnetDelete({ path: { subnet: 'default' }, query: vpc })).toMatchObject({
      type: 'success',
    });
    expect(
      await platform.api.vpcDelete({ path: { vpc: 'default' }, query: { project: 'web-tier' } }),
    ).toMatchObject({ type: 'success' });
    const deleted = await platform.api.projectDelete({ path: { project: 'web-tier' } });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    const gone = await platform.api.projectView({ path: { project: 'web-tier' } });
    expect(gone).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { errorCode: 'ObjectNotFound', message: 'not found: project with name "web-tier"' },
    });
  });

  it('refuses a duplicate name', async () => {
    const result = await platform.api.projectCreate({ body: { name: 'mock-project', description: '' } });
    expect(result).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: project "mock-project"' },
    });
    if (result.type === 'error') expect(result.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body that breaks the contract with a precise message', async () => {
    const response = await platform.fetchAs('hannah', '/v1/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Not-OK', description: 'x' }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error_code).toBe('InvalidRequest');
    expect(body.message).toMatch(
      /^unable to parse JSON body: name: a name must start with a lower-case letter/,
    );
  });

  it('lets a viewer read but not change', async () => {
    const viewer = platform.clientAs('simone');
    expect((await viewer.projectView({ path: { project: 'mock-project' } })).type).toBe('success');
    const refused = await viewer.projectCreate({ body: { name: 'nope', description: '' } });
    expect(refused).toMatchObject({ type: 'error', statusCode: 403, data: { errorCode: 'Forbidden' } });
  });

  it('updates a project policy as a whole', async () => {
    const policy = await platform.api.projectPolicyView({ path: { project: 'empty-project' } });
    expect(policy).toMatchObject({ type: 'success', data: { roleAssignments: [] } });
    const assignment = {
      identityId: '1c0a4f1e-2b2f-4c7a-8a10-000000000004',
      identityType: 'silo_user' as const,
      roleName: 'collaborator' as const,
    };
    const updated = await platform.api.projectPolicyUpdate({
      path: { project: 'empty-project' },
      body: { roleAssignments: [assignment] },
    });
    expect(updated).toMatchObject({ type: 'success', data: { roleAssignments: [assignment] } });
  });

  it('needs credentials', async () => {
    const response = await platform.fetchAs(undefined, '/v1/projects');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: 'Unauthorized' });
  });
});

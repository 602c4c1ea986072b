import { createApi, type ExternalSubnet, type Instance } from '@rackconsole/sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectExternalSubnetsQuery } from '~/api/externalSubnets';
import { multicastGroupsQuery } from '~/api/instances';
import { instanceExternalSubnetsQuery } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { createTestQueryClient, renderWithRouter } from '~/test/render';
import { ExternalSubnetsTable } from './ExternalSubnetsTable';
import { MulticastGroupsTable } from './MulticastGroupsTable';

// The networking tab's external subnets and multicast groups are side lists of the instance page: each fails
// in its own panel, and its 'Try again' asks the platform for that list alone.

/**
 * The platform's answers to the instance's multicast list, in order (each test sets them); every request the
 * console's client sends comes here, and anything else is not found.
 */
const platform = vi.hoisted(() => ({
  multicastAnswers: vi.fn<() => Promise<Response>>(),
  fetch: vi.fn<(request: Request) => Promise<Response>>(),
}));
vi.mock('~/api/client', () => ({
  api: createApi({ host: 'http://rack.test', fetch: (request: Request) => platform.fetch(request) }),
}));

const time = new Date('2026-01-05T09:00:00Z');
const project = 'mock-project';

const instance = (runState: Instance['runState']) =>
  ({ id: 'instance-1', name: 'db1', runState, timeCreated: time, timeModified: time }) as Instance;

const edgeBlock: ExternalSubnet = {
  id: 'subnet-1',
  name: 'edge-block',
  description: 'Public block',
  projectId: 'project-1',
  subnet: '100.72.0.0/24',
  subnetPoolId: 'pool-1',
  subnetPoolMemberId: 'member-1',
  instanceId: 'instance-1',
  timeCreated: time,
  timeModified: time,
};

/** The cache of a project collaborator whose instance's external subnets have loaded. */
function loadedCache() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(apiQuery('currentUserView').queryKey, {
    id: 'user-1',
    displayName: 'Hannah',
    siloId: 'silo-1',
    siloName: 'maze-war',
    siloAdmin: false,
    fleetViewer: false,
    timeCreated: time,
    timeModified: time,
  });
  queryClient.setQueryData(apiQuery('currentUserGroups').queryKey, { items: [] });
  queryClient.setQueryData(apiQuery('policyView').queryKey, {
    roleAssignments: [{ identityId: 'user-1', identityType: 'silo_user', roleName: 'collaborator' }],
  });
  queryClient.setQueryData(apiQuery('projectPolicyView', { path: { project } }).queryKey, {
    roleAssignments: [],
  });
  queryClient.setQueryData(instanceExternalSubnetsQuery(project, 'db1').queryKey, { items: [edgeBlock] });
  queryClient.setQueryData(projectExternalSubnetsQuery(project).queryKey, { items: [edgeBlock] });
  queryClient.setQueryData(multicastGroupsQuery().queryKey, {
    items: [
      {
        id: 'group-1',
        name: 'telemetry',
        description: '',
        ipPoolId: 'pool-2',
        multicastIp: '239.10.0.1',
        sourceIps: [],
        hasAnySourceMember: true,
        state: 'active',
        timeCreated: time,
        timeModified: time,
      },
    ],
  });
  return queryClient;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const membership = {
  id: 'member-1',
  name: 'db1',
  description: '',
  instance_id: 'instance-1',
  multicast_group_id: 'group-1',
  multicast_ip: '239.10.0.1',
  source_ips: [],
  state: 'joined',
  time_created: time.toISOString(),
  time_modified: time.toISOString(),
};

const MULTICAST_PATH = '/v1/instances/db1/multicast-groups';

beforeEach(() => {
  platform.fetch.mockImplementation(async (request) =>
    new URL(request.url).pathname === MULTICAST_PATH
      ? platform.multicastAnswers()
      : json(404, { error_code: 'NotFound', message: 'Not Found', request_id: 'r0' }),
  );
});

afterEach(() => {
  platform.fetch.mockReset();
  platform.multicastAnswers.mockReset();
});

async function renderPanels(runState: Instance['runState']) {
  await renderWithRouter(
    <>
      <ExternalSubnetsTable project={project} instance={instance(runState)} />
      <MulticastGroupsTable project={project} instance={instance(runState)} />
    </>,
    { url: `/projects/${project}/instances/db1/networking`, queryClient: loadedCache() },
  );
  return {
    subnets: within(screen.getByRole('region', { name: 'External subnets' })),
    groups: within(screen.getByRole('region', { name: 'Multicast groups' })),
  };
}

// The first render pays for loading Radix and the router, which takes seconds on a busy machine.
describe('instance networking side panels', () => {
  it('shows a failing multicast list in its own panel beside the external subnets, and retries it alone', async () => {
    platform.multicastAnswers
      .mockResolvedValueOnce(
        json(503, { error_code: 'ServiceNotAvailable', message: 'Service unavailable', request_id: 'r1' }),
      )
      .mockResolvedValueOnce(json(200, { items: [membership], next_page: null }));
    const { subnets, groups } = await renderPanels('running');

    expect(await groups.findByRole('alert')).toHaveTextContent('Could not load multicast groups');
    expect(subnets.getByRole('table', { name: 'External subnets' })).toHaveTextContent('edge-block');

    await userEvent.click(groups.getByRole('button', { name: 'Try again' }));
    const table = await groups.findByRole('table', { name: 'Multicast groups' });
    expect(table).toHaveTextContent('telemetry');
    expect(table).toHaveTextContent('239.10.0.1');
    expect(platform.fetch.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      MULTICAST_PATH,
      MULTICAST_PATH,
    ]);
  });

  it('disables joining, leaving, attaching and detaching while the instance is mid-transition, saying why', async () => {
    platform.multicastAnswers.mockResolvedValue(json(200, { items: [membership], next_page: null }));
    const { subnets, groups } = await renderPanels('starting');
    expect(groups.getByRole('button', { name: 'Join multicast group' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(subnets.getByRole('button', { name: 'Attach external subnet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(await groups.findByRole('button', { name: 'Row actions for telemetry' }));
    expect(await screen.findByRole('menuitem', { name: 'Leave' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(subnets.getByRole('button', { name: 'Row actions for edge-block' }));
    expect(await screen.findByRole('menuitem', { name: 'Detach' })).toHaveAttribute('aria-disabled', 'true');
  });
});

import { ROLE_ACTIONS, type RoleActionRule, type RoleName } from '@rackconsole/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiQuery } from '~/api/queries';
import { createTestQueryClient } from '~/test/render';
import { useUnauthorizedReason } from './usePermissions';

const time = new Date('2026-01-05T09:00:00Z');
const me = {
  id: 'user-1',
  displayName: 'Hans',
  siloId: 'silo-1',
  siloName: 'maze-war',
  siloAdmin: false,
  fleetViewer: false,
  timeCreated: time,
  timeModified: time,
};
const assignment = (roleName: RoleName) => ({
  identityId: me.id,
  identityType: 'silo_user' as const,
  roleName,
});

/** A cache holding the user's role on the silo and on mock-project, as the console's role checks read it. */
function signedIn(siloRole: RoleName, projectRole?: RoleName) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(apiQuery('currentUserView').queryKey, me);
  queryClient.setQueryData(apiQuery('currentUserGroups').queryKey, { items: [] });
  queryClient.setQueryData(apiQuery('policyView').queryKey, { roleAssignments: [assignment(siloRole)] });
  queryClient.setQueryData(apiQuery('projectPolicyView', { path: { project: 'mock-project' } }).queryKey, {
    roleAssignments: projectRole ? [assignment(projectRole)] : [],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return wrapper;
}

const createInstances = ROLE_ACTIONS.createInstances as RoleActionRule;
const original = createInstances.minimum;
afterEach(() => {
  createInstances.minimum = original;
});

describe('useUnauthorizedReason', () => {
  it('refuses a project action to a role below the one the table names, and allows it at that role', () => {
    const asViewer = renderHook(() => useUnauthorizedReason('createInstances', 'mock-project'), {
      wrapper: signedIn('viewer'),
    });
    expect(asViewer.result.current).toBe('Action not authorized');
    const asCollaborator = renderHook(() => useUnauthorizedReason('createInstances', 'mock-project'), {
      wrapper: signedIn('collaborator'),
    });
    expect(asCollaborator.result.current).toBeUndefined();
  });

  it("reads the SDK's table: changing an action's role changes the gate's answer", () => {
    const gate = renderHook(() => useUnauthorizedReason('createInstances', 'mock-project'), {
      wrapper: signedIn('viewer'),
    });
    expect(gate.result.current).toBe('Action not authorized');
    createInstances.minimum = 'viewer';
    gate.rerender();
    expect(gate.result.current).toBeUndefined();
    createInstances.minimum = 'admin';
    const asCollaborator = renderHook(() => useUnauthorizedReason('createInstances', 'mock-project'), {
      wrapper: signedIn('collaborator'),
    });
    expect(asCollaborator.result.current).toBe('Action not authorized');
  });

  it('judges a project action on the stronger of the project and silo roles', () => {
    const wrapper = signedIn('viewer', 'limited_collaborator');
    expect(
      renderHook(() => useUnauthorizedReason('createInstances', 'mock-project'), { wrapper }).result.current,
    ).toBeUndefined();
    expect(
      renderHook(() => useUnauthorizedReason('editFirewallRules', 'mock-project'), { wrapper }).result
        .current,
    ).toBe('Action not authorized');
  });

  it('judges a silo action on the silo role only', () => {
    expect(
      renderHook(() => useUnauthorizedReason('manageProjects'), { wrapper: signedIn('collaborator') }).result
        .current,
    ).toBeUndefined();
    expect(
      renderHook(() => useUnauthorizedReason('manageSiloAccess'), { wrapper: signedIn('collaborator') })
        .result.current,
    ).toBe('Action not authorized');
  });
});

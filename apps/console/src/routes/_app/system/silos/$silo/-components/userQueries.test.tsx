import type { FleetRole, Silo } from '@rackconsole/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiQuery } from '~/api/queries';
import { createTestQueryClient } from '~/test/render';
import { isOwnSilo, useSiloUserAdminReason } from './userQueries';

const time = new Date('2026-01-05T09:00:00Z');
const me = {
  id: 'user-1',
  displayName: 'Hannah',
  siloId: 'silo-1',
  siloName: 'maze-war',
  siloAdmin: true,
  fleetViewer: true,
  timeCreated: time,
  timeModified: time,
};

/**
 * The cache of a user who is a fleet viewer (directly) and holds `siloRole` on maze-war, where the silo maps
 * its admins to `mappedAdmin` fleet roles.
 */
function wrapperFor(siloRole: 'admin' | 'viewer', mappedAdmin: FleetRole[]) {
  const queryClient = createTestQueryClient();
  const silo: Silo = {
    id: 'silo-1',
    name: 'maze-war',
    description: '',
    timeCreated: time,
    timeModified: time,
    discoverable: true,
    identityMode: 'local_only',
    adminGroupName: null,
    mappedFleetRoles: { admin: mappedAdmin },
  };
  queryClient.setQueryData(apiQuery('currentUserView').queryKey, me);
  queryClient.setQueryData(apiQuery('currentUserGroups').queryKey, { items: [] });
  queryClient.setQueryData(apiQuery('policyView').queryKey, {
    roleAssignments: [{ identityId: me.id, identityType: 'silo_user' as const, roleName: siloRole }],
  });
  queryClient.setQueryData(apiQuery('systemPolicyView').queryKey, {
    roleAssignments: [{ identityId: me.id, identityType: 'silo_user' as const, roleName: 'viewer' as const }],
  });
  queryClient.setQueryData(apiQuery('siloView', { path: { silo: 'maze-war' } }).queryKey, silo);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const reasonOn = (silo: string, wrapper: ReturnType<typeof wrapperFor>) =>
  renderHook(() => useSiloUserAdminReason(silo), { wrapper }).result.current;

describe('who may manage a silo’s local users', () => {
  it('lets a fleet admin manage any silo', () => {
    const wrapper = wrapperFor('admin', ['admin']);
    expect(reasonOn('maze-war', wrapper)).toBeUndefined();
    expect(reasonOn('myriad', wrapper)).toBeUndefined();
  });

  it('lets a silo admin manage their own silo only', () => {
    const wrapper = wrapperFor('admin', []);
    expect(reasonOn('maze-war', wrapper)).toBeUndefined();
    // The silo in the URL may be its id as well as its name.
    expect(reasonOn('silo-1', wrapper)).toBeUndefined();
    expect(reasonOn('myriad', wrapper)).toBe('Action not authorized');
  });

  it('refuses a silo viewer who is only a fleet viewer', () => {
    expect(reasonOn('maze-war', wrapperFor('viewer', ['admin']))).toBe('Action not authorized');
  });
});

describe('isOwnSilo', () => {
  it('matches the signed-in user’s silo by name or id', () => {
    expect(isOwnSilo(me, 'maze-war')).toBe(true);
    expect(isOwnSilo(me, 'silo-1')).toBe(true);
    expect(isOwnSilo(me, 'myriad')).toBe(false);
  });
});

import { ROLE_ACTIONS, type RoleActionRule } from '@rackconsole/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInWithFleetRole } from '~/test/fleetRoleCache';
import { useFleetAdminReason } from './useFleetRole';

const manageFleet = ROLE_ACTIONS.manageFleet as RoleActionRule;
const original = manageFleet.minimum;
afterEach(() => {
  manageFleet.minimum = original;
});

const gateAs = (fleetRole: 'admin' | 'collaborator' | 'viewer') => {
  const queryClient = signedInWithFleetRole(fleetRole);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFleetAdminReason(), { wrapper });
};

describe('useFleetAdminReason', () => {
  it('lets a fleet admin change the fleet and refuses a fleet collaborator', () => {
    expect(gateAs('admin').result.current).toBeUndefined();
    expect(gateAs('collaborator').result.current).toBe('Action not authorized');
  });

  it("reads the SDK's table: lowering the fleet action's role lets a fleet collaborator in", () => {
    manageFleet.minimum = 'collaborator';
    expect(gateAs('collaborator').result.current).toBeUndefined();
    expect(gateAs('viewer').result.current).toBe('Action not authorized');
  });
});

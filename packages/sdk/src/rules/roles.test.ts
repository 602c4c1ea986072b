import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FleetRole } from '../generated/api.js';
import {
  deleteRole,
  FLEET_ROLES,
  type FleetRoleName,
  getEffectiveRole,
  type Identity,
  type Policy,
  pickerCandidates,
  ROLE_STRENGTH,
  ROLES,
  type RoleName,
  roleAtLeast,
  sortIdentities,
  updateRole,
  userRoleFromPolicies,
} from './roles.js';

const user = (id: string, roleName: RoleName) => ({
  identityId: id,
  identityType: 'silo_user' as const,
  roleName,
});
const group = (id: string, roleName: RoleName) => ({
  identityId: id,
  identityType: 'silo_group' as const,
  roleName,
});

describe('roles', () => {
  it('orders roles strongest first', () => {
    expect(ROLES).toEqual(['admin', 'collaborator', 'limited_collaborator', 'viewer']);
  });

  it("lists the fleet roles strongest first, exactly the contract's FleetRole", () => {
    expect(FLEET_ROLES).toEqual(['admin', 'collaborator', 'viewer']);
    expectTypeOf<FleetRoleName>().toEqualTypeOf<FleetRole>();
  });

  it('gives the spec strengths', () => {
    expect(ROLE_STRENGTH).toEqual({ admin: 0, collaborator: 1, limited_collaborator: 2, viewer: 3 });
  });
});

describe('getEffectiveRole', () => {
  it.each<[RoleName[], RoleName | undefined]>([
    [[], undefined],
    [['viewer'], 'viewer'],
    [['viewer', 'admin', 'collaborator'], 'admin'],
    [['limited_collaborator', 'viewer'], 'limited_collaborator'],
    [['viewer', 'collaborator', 'limited_collaborator'], 'collaborator'],
  ])('%j → %s', (roles, expected) => {
    expect(getEffectiveRole(roles)).toBe(expected);
  });
});

describe('roleAtLeast', () => {
  it.each<[RoleName | undefined, RoleName, boolean]>([
    ['admin', 'collaborator', true],
    ['collaborator', 'collaborator', true],
    ['limited_collaborator', 'collaborator', false],
    ['viewer', 'viewer', true],
    [undefined, 'viewer', false],
  ])('%s at least %s → %s', (role, required, expected) => {
    expect(roleAtLeast(role, required)).toBe(expected);
  });
});

describe('updateRole', () => {
  const policy: Policy = { roleAssignments: [user('u1', 'viewer'), group('g1', 'collaborator')] };

  it('adds an assignment for a new identity', () => {
    expect(updateRole(user('u2', 'admin'), policy).roleAssignments).toEqual([
      user('u1', 'viewer'),
      group('g1', 'collaborator'),
      user('u2', 'admin'),
    ]);
  });

  it('replaces the existing assignment of the identity instead of adding a second', () => {
    expect(updateRole(user('u1', 'admin'), policy).roleAssignments).toEqual([
      group('g1', 'collaborator'),
      user('u1', 'admin'),
    ]);
  });

  it('leaves the given policy untouched', () => {
    updateRole(user('u1', 'admin'), policy);
    expect(policy.roleAssignments).toEqual([user('u1', 'viewer'), group('g1', 'collaborator')]);
  });
});

describe('deleteRole', () => {
  const policy: Policy = { roleAssignments: [user('u1', 'viewer'), group('g1', 'collaborator')] };

  it.each([
    ['u1', [group('g1', 'collaborator')]],
    ['g1', [user('u1', 'viewer')]],
    ['nobody', [user('u1', 'viewer'), group('g1', 'collaborator')]],
  ])('deleting %s leaves %j', (identityId, expected) => {
    expect(deleteRole(identityId, policy).roleAssignments).toEqual(expected);
  });
});

const identities: Identity[] = [
  { id: 'u-b', displayName: 'bob', identityType: 'silo_user' },
  { id: 'g-z', displayName: 'Zeta team', identityType: 'silo_group' },
  { id: 'u-a', displayName: 'Alice', identityType: 'silo_user' },
  { id: 'g-a', displayName: 'admins', identityType: 'silo_group' },
  { id: 'u-10', displayName: 'user10', identityType: 'silo_user' },
  { id: 'u-9', displayName: 'user9', identityType: 'silo_user' },
];

describe('sortIdentities', () => {
  it('puts groups before users, then sorts by display name ignoring case', () => {
    expect(sortIdentities(identities).map((i) => i.displayName)).toEqual([
      'admins',
      'Zeta team',
      'Alice',
      'bob',
      'user9',
      'user10',
    ]);
  });

  it('does not reorder its input', () => {
    sortIdentities(identities);
    expect(identities[0]?.id).toBe('u-b');
  });
});

describe('pickerCandidates', () => {
  it('offers only identities without an assignment', () => {
    const policy: Policy = { roleAssignments: [user('u-a', 'viewer'), group('g-z', 'admin')] };
    expect(pickerCandidates(identities, policy).map((i) => i.id)).toEqual(['u-b', 'g-a', 'u-10', 'u-9']);
  });

  it('offers everyone on an empty policy', () => {
    expect(pickerCandidates(identities, { roleAssignments: [] })).toHaveLength(identities.length);
  });
});

describe('userRoleFromPolicies', () => {
  const me = { id: 'me' };
  const myGroups = [{ id: 'g1' }, { id: 'g2' }];
  it.each<[string, Policy[], RoleName | undefined]>([
    ['no policies', [], undefined],
    ['assignments for others only', [{ roleAssignments: [user('other', 'admin')] }], undefined],
    ['direct assignment', [{ roleAssignments: [user('me', 'viewer')] }], 'viewer'],
    ['through a group', [{ roleAssignments: [group('g2', 'collaborator')] }], 'collaborator'],
    [
      'strongest of direct and group roles',
      [{ roleAssignments: [user('me', 'viewer'), group('g1', 'limited_collaborator')] }],
      'limited_collaborator',
    ],
    [
      'strongest across silo and project policies',
      [{ roleAssignments: [user('me', 'collaborator')] }, { roleAssignments: [group('g2', 'admin')] }],
      'admin',
    ],
    ['a group the user is not in does not count', [{ roleAssignments: [group('g3', 'admin')] }], undefined],
  ])('%s → %s', (_label, policies, expected) => {
    expect(userRoleFromPolicies(me, myGroups, policies)).toBe(expected);
  });
});

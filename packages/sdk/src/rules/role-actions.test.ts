import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_ACTIONS, type RoleActionRule, roleActionsIn, roleMay } from './role-actions.js';
import { FLEET_ROLES, type RoleName } from './roles.js';

const createInstances = ROLE_ACTIONS.createInstances as RoleActionRule;
const original = createInstances.minimum;
afterEach(() => {
  createInstances.minimum = original;
});

describe('roleMay', () => {
  it.each<[RoleName | undefined, boolean]>([
    ['admin', true],
    ['collaborator', true],
    ['limited_collaborator', true],
    ['viewer', false],
    [undefined, false],
  ])('%s may create instances → %s', (role, expected) => {
    expect(roleMay(role, 'createInstances')).toBe(expected);
  });

  it('keeps networking from a limited collaborator and access from a collaborator', () => {
    expect(roleMay('limited_collaborator', 'editFirewallRules')).toBe(false);
    expect(roleMay('collaborator', 'editFirewallRules')).toBe(true);
    expect(roleMay('collaborator', 'manageProjectAccess')).toBe(false);
    expect(roleMay('admin', 'manageProjectAccess')).toBe(true);
  });

  it('reads the table at every call, so changing a minimum changes the answer', () => {
    expect(roleMay('viewer', 'createInstances')).toBe(false);
    createInstances.minimum = 'viewer';
    expect(roleMay('viewer', 'createInstances')).toBe(true);
    createInstances.minimum = 'admin';
    expect(roleMay('collaborator', 'createInstances')).toBe(false);
  });
});

describe('ROLE_ACTIONS', () => {
  it('names every action differently, so a Roles page has no two rows alike', () => {
    const labels = Object.values(ROLE_ACTIONS).map((rule) => rule.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('asks only fleet roles of fleet actions', () => {
    for (const { minimum } of roleActionsIn('fleet')) {
      expect(FLEET_ROLES).toContain(minimum);
    }
  });
});

describe('roleActionsIn', () => {
  it("lists one scope's actions in the table's order", () => {
    const silo = roleActionsIn('silo');
    expect(silo.map((action) => action.name)).toEqual([
      'manageProjects',
      'manageSiloImages',
      'manageCertificates',
      'manageUserSessions',
      'manageSiloAccess',
    ]);
    expect(silo[0]).toEqual({
      name: 'manageProjects',
      label: 'Create and edit projects',
      minimum: 'collaborator',
    });
  });

  it('follows a change to the table', () => {
    createInstances.minimum = 'admin';
    expect(roleActionsIn('project').find((action) => action.name === 'createInstances')?.minimum).toBe(
      'admin',
    );
  });
});

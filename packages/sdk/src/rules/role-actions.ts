import { type FleetRoleName, type RoleName, roleAtLeast } from './roles.js';

/**
 * Where the role an action needs is held: the silo's policy, a project's (where the user's silo role counts
 * too, so a silo collaborator is at least a collaborator in every project), or the fleet's.
 */
export type RoleScope = 'silo' | 'project' | 'fleet';

/** One gated action: what a user would call it, where its role is held and the weakest role that may take it. */
export type RoleActionRule =
  | { label: string; scope: 'silo' | 'project'; minimum: RoleName }
  | { label: string; scope: 'fleet'; minimum: FleetRoleName };

/**
 * Every action the console gates by role, and the weakest role that may take it: the gates read this table, and
 * so do the Roles pages that show it, so a page and a button cannot disagree. The vendor's rules: a viewer
 * reads; a limited collaborator also changes compute and storage, floating IPs, external subnets and affinity
 * groups, and uses the instances (serial console included); a collaborator also changes the project's network
 * (VPCs, subnets, firewall rules, routers) and the silo's projects and images; an admin also changes who holds
 * which role.
 */
export const ROLE_ACTIONS = {
  createInstances: { label: 'Create instances', scope: 'project', minimum: 'limited_collaborator' },
  controlInstances: {
    label: 'Start, stop, reboot and delete instances',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  resizeInstances: { label: 'Resize instances', scope: 'project', minimum: 'limited_collaborator' },
  configureInstances: {
    label: "Change an instance's boot disk and auto-restart",
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  serialConsole: { label: 'Open the serial console', scope: 'project', minimum: 'limited_collaborator' },
  attachDisks: { label: 'Attach and detach disks', scope: 'project', minimum: 'limited_collaborator' },
  manageDisks: { label: 'Create and delete disks', scope: 'project', minimum: 'limited_collaborator' },
  manageSnapshots: {
    label: 'Create and delete snapshots',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  manageProjectImages: {
    label: 'Upload and delete project images',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  manageNetworkInterfaces: {
    label: 'Add, edit and remove network interfaces',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  attachExternalIps: {
    label: 'Attach and detach external IPs',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  manageFloatingIps: {
    label: 'Create, attach and delete floating IPs',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  manageExternalSubnets: {
    label: 'Create, attach and delete external subnets',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  joinMulticastGroups: {
    label: 'Join and leave multicast groups',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  manageAffinityGroups: {
    label: 'Create, edit and delete affinity groups',
    scope: 'project',
    minimum: 'limited_collaborator',
  },
  manageVpcs: { label: 'Create, edit and delete VPCs', scope: 'project', minimum: 'collaborator' },
  manageSubnets: { label: 'Create, edit and delete subnets', scope: 'project', minimum: 'collaborator' },
  editFirewallRules: { label: 'Edit firewall rules', scope: 'project', minimum: 'collaborator' },
  manageRouters: { label: 'Create and edit routers and routes', scope: 'project', minimum: 'collaborator' },
  manageProjectAccess: { label: 'Manage project access', scope: 'project', minimum: 'admin' },

  manageProjects: { label: 'Create and edit projects', scope: 'silo', minimum: 'collaborator' },
  manageSiloImages: {
    label: 'Promote, demote and delete silo images',
    scope: 'silo',
    minimum: 'collaborator',
  },
  manageCertificates: { label: 'Manage certificates', scope: 'silo', minimum: 'admin' },
  manageUserSessions: { label: "See and end other users' sessions", scope: 'silo', minimum: 'admin' },
  manageSiloAccess: { label: 'Manage silo access', scope: 'silo', minimum: 'admin' },

  manageFleet: {
    label: 'Change the system: silos, networking, certificates, support bundles',
    scope: 'fleet',
    minimum: 'admin',
  },
} as const satisfies Record<string, RoleActionRule>;

export type RoleActionName = keyof typeof ROLE_ACTIONS;

/** The actions whose role is held on `Scope`, e.g. `RoleActionIn<'project'>` for a project page's gates. */
export type RoleActionIn<Scope extends RoleScope> = {
  [Name in RoleActionName]: (typeof ROLE_ACTIONS)[Name]['scope'] extends Scope ? Name : never;
}[RoleActionName];

/** Whether a holder of `role` (undefined: none) may take `action`, by the table: the rule every gate reads. */
export function roleMay(role: RoleName | undefined, action: RoleActionName): boolean {
  const rule: RoleActionRule = ROLE_ACTIONS[action];
  return roleAtLeast(role, rule.minimum);
}

/** The table's actions of one scope, in its order, as a Roles page lists them. */
export function roleActionsIn<Scope extends RoleScope>(
  scope: Scope,
): { name: RoleActionIn<Scope>; label: string; minimum: RoleName }[] {
  return Object.entries(ROLE_ACTIONS)
    .filter(([, rule]) => rule.scope === scope)
    .map(([name, rule]) => ({ name: name as RoleActionIn<Scope>, label: rule.label, minimum: rule.minimum }));
}

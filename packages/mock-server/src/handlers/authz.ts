import type { Actor } from '../runtime/types';
import { forbidden, unauthorized } from '../runtime/errors';
import type { Db } from '../store/db';
import type { PolicyRow } from './tables';

/** Roles strongest first; the same order as the SDK's role rules (spec §6). */
const STRENGTH = { admin: 0, collaborator: 1, limited_collaborator: 2, viewer: 3 } as const;
export type Role = keyof typeof STRENGTH;

/** What an action needs: reading, changing networking (collaborator) or changing anything else. */
export type Access = 'read' | 'modify' | 'modify-networking';
const REQUIRED_ROLE: Record<Access, Role> = {
  read: 'viewer',
  modify: 'limited_collaborator',
  'modify-networking': 'collaborator',
};

const strongest = (roles: Role[]): Role | undefined =>
  roles.sort((a, b) => STRENGTH[a] - STRENGTH[b])[0];

function rolesIn(policy: PolicyRow | undefined, actor: Actor): Role[] {
  const identities = new Set([actor.userId, ...actor.groupIds]);
  return (policy?.role_assignments ?? [])
    .filter((assignment) => identities.has(assignment.identity_id))
    .map((assignment) => assignment.role_name);
}

/** The actor's role on their silo, directly or through a group. */
export const siloRole = (db: Db, actor: Actor) => strongest(rolesIn(db.table('siloPolicies').get(actor.siloId), actor));

/** The actor's fleet role: assigned on the fleet, or mapped from their silo role by the silo's settings. */
export function fleetRole(db: Db, actor: Actor): Role | undefined {
  const roles = rolesIn(db.table('fleetPolicy').get('fleet'), actor);
  const silo = db.table('silos').get(actor.siloId);
  const role = siloRole(db, actor);
  if (silo && role) roles.push(...((silo.mapped_fleet_roles[role] ?? []) as Role[]));
  return strongest(roles);
}

/** The actor's role on a project: the stronger of the project's own policy and their silo role. */
export function projectRole(db: Db, actor: Actor, projectId: string): Role | undefined {
  const roles = rolesIn(db.table('projectPolicies').get(projectId), actor);
  const role = siloRole(db, actor);
  if (role) roles.push(role);
  return strongest(roles);
}

const allows = (role: Role | undefined, access: Access) =>
  role !== undefined && STRENGTH[role] <= STRENGTH[REQUIRED_ROLE[access]];

function required(actor: Actor | undefined): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

/** Refuses with 403 unless the actor may perform `access` in the project. */
export function requireProject(db: Db, actor: Actor | undefined, projectId: string, access: Access): Actor {
  const who = required(actor);
  if (!allows(projectRole(db, who, projectId), access)) throw forbidden();
  return who;
}

/** Refuses with 403 unless the actor may perform `access` on their silo (admin for policy, certificates…). */
export function requireSilo(db: Db, actor: Actor | undefined, access: Access | 'admin'): Actor {
  const who = required(actor);
  const role = siloRole(db, who);
  if (access === 'admin' ? role !== 'admin' : !allows(role, access)) throw forbidden();
  return who;
}

/** Refuses with 403 unless the actor holds a fleet role strong enough: viewer to read, admin to change. */
export function requireFleet(db: Db, actor: Actor | undefined, access: 'read' | 'modify'): Actor {
  const who = required(actor);
  const role = fleetRole(db, who);
  if (access === 'read' ? role === undefined : role !== 'admin') throw forbidden();
  return who;
}

/** Whether the actor may see a project at all (any role on it or on the silo). */
export const canSeeProject = (db: Db, actor: Actor, projectId: string) => projectRole(db, actor, projectId) !== undefined;

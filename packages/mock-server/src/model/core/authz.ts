import type { Db } from '../../store/db';
import type { PolicyRow } from '../../store/tables';
import type { Actor } from './context';
import { forbidden, unauthorized } from './errors';

/** Roles strongest first; the same order as the SDK's role rules (spec §6). */
const STRENGTH = { admin: 0, collaborator: 1, limited_collaborator: 2, viewer: 3 } as const;
export type Role = keyof typeof STRENGTH;

/**
 * The weakest role an action needs: `viewer` reads, `limited_collaborator` changes compute and storage,
 * `collaborator` also changes networking and creates projects, `admin` changes policies.
 */
export const NETWORKING: Role = 'collaborator';

const strongest = (roles: Role[]): Role | undefined => roles.sort((a, b) => STRENGTH[a] - STRENGTH[b])[0];

function rolesIn(policy: PolicyRow | undefined, actor: Actor): Role[] {
  const identities = new Set([actor.userId, ...actor.groupIds]);
  return (policy?.role_assignments ?? [])
    .filter((assignment) => identities.has(assignment.identity_id))
    .map((assignment) => assignment.role_name);
}

/** The actor's role on their silo, directly or through a group. */
export const siloRole = (db: Db, actor: Actor) =>
  strongest(rolesIn(db.table('siloPolicies').get(actor.siloId), actor));

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

const atLeast = (role: Role | undefined, minimum: Role) =>
  role !== undefined && STRENGTH[role] <= STRENGTH[minimum];

/** The caller, or 401 when there is none. */
export function signedIn(actor: Actor | undefined): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

/** Refuses with 403 unless the actor holds at least `minimum` on the project (directly, by group or by silo). */
export function requireProject(db: Db, actor: Actor | undefined, projectId: string, minimum: Role): Actor {
  const who = signedIn(actor);
  if (!atLeast(projectRole(db, who, projectId), minimum)) throw forbidden();
  return who;
}

/** Refuses with 403 unless the actor holds at least `minimum` on their silo. */
export function requireSilo(db: Db, actor: Actor | undefined, minimum: Role): Actor {
  const who = signedIn(actor);
  if (!atLeast(siloRole(db, who), minimum)) throw forbidden();
  return who;
}

/** Refuses with 403 unless the actor holds at least `minimum` on the fleet (fleet roles gate `/v1/system`). */
export function requireFleet(
  db: Db,
  actor: Actor | undefined,
  minimum: Exclude<Role, 'limited_collaborator'>,
): Actor {
  const who = signedIn(actor);
  if (!atLeast(fleetRole(db, who), minimum)) throw forbidden();
  return who;
}

/** Whether the actor may see a project at all: it is in their silo, and they hold a role on it or on the silo. */
export const canSeeProject = (db: Db, actor: Actor, projectId: string) =>
  db.table('projects').get(projectId)?.silo_id === actor.siloId &&
  projectRole(db, actor, projectId) !== undefined;

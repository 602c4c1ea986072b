import type { Db, TableName } from '../../store/db';
import { isUuid } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { canSeeProject } from '../core/authz';
import type { Actor } from '../core/context';
import { alreadyExists, notFound } from '../core/errors';

export type ProjectRow = Tables['projects'];

/** Tables whose rows belong to a project, with the kind the platform names when it refuses a delete. */
export const PROJECT_CHILDREN: [table: TableName, kind: string][] = [
  ['vpcs', 'vpc'],
  ['instances', 'instance'],
  ['disks', 'disk'],
  ['snapshots', 'snapshot'],
  ['images', 'image'],
  ['floatingIps', 'floating ip'],
  ['externalSubnets', 'external subnet'],
  ['affinityGroups', 'affinity group'],
  ['antiAffinityGroups', 'anti-affinity group'],
  ['probes', 'probe'],
];

/** The projects of the actor's silo. */
export const siloProjects = (db: Db, actor: Actor) => db.table('projects').where('silo_id', actor.siloId);

/** A project of the silo by name, through the name index: lookups and name checks do not grow with the store. */
export const projectNamed = (db: Db, siloId: string, name: string) =>
  db.table('projects').find('name', name, (project) => project.silo_id === siloId);

/** A project of the actor's silo by name or id, or 404; every project-scoped area resolves `project` here. */
export function findProject(db: Db, actor: Actor | undefined, selector: string): ProjectRow {
  const byId = isUuid(selector);
  const candidate = !actor
    ? undefined
    : byId
      ? db.table('projects').get(selector)
      : projectNamed(db, actor.siloId, selector);
  // A project of another silo, or one the caller may not see, does not exist for them, as on the platform.
  if (!actor || !candidate || candidate.silo_id !== actor.siloId || !canSeeProject(db, actor, candidate.id)) {
    throw notFound('project', byId ? 'id' : 'name', selector);
  }
  return candidate;
}

/** Refuses a project name already taken in the silo (by another project than `exceptId`). */
export function ensureUniqueProjectName(db: Db, siloId: string, name: string, exceptId?: string) {
  const taken = projectNamed(db, siloId, name);
  if (taken && taken.id !== exceptId) throw alreadyExists('project', name);
}

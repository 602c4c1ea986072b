import { alreadyExists, invalidRequest, notFound } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Table, TableName, Tables } from '../store/db';
import { isUuid, newId, timestamp } from '../store/ids';
import { canSeeProject, NETWORKING, requireProject, requireSilo, signedIn, siloRole } from './authz';
import { pageOf } from './paginate';
import { validatePolicy } from './policies';
import { createDefaultVpc } from './vpcs';

type ProjectRow = Tables['projects'];

/** Tables whose rows belong to a project, with the kind the platform names when it refuses a delete. */
const PROJECT_CHILDREN: [table: TableName, kind: string][] = [
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
const projectNamed = (db: Db, siloId: string, name: string) =>
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
function ensureUniqueProjectName(db: Db, siloId: string, name: string, exceptId?: string) {
  const taken = projectNamed(db, siloId, name);
  if (taken && taken.id !== exceptId) throw alreadyExists('project', name);
}

export const projectHandlers: Handlers = {
  project_list: ({ db, actor, query }) => {
    const who = signedIn(actor);
    // A role on the silo shows every project in it; without one, only the projects the actor holds a role on.
    return pageOf(db.table('projects'), { column: 'silo_id', value: who.siloId }, query, {
      accept: siloRole(db, who) ? undefined : (project) => canSeeProject(db, who, project.id),
    });
  },

  project_create: ({ db, actor, body, now }) => {
    const who = requireSilo(db, actor, NETWORKING);
    ensureUniqueProjectName(db, who.siloId, body.name);
    const time = timestamp(now);
    // Fields named one by one: a row spread from a parsed body gets a hidden class of its own (~250 bytes).
    const project: ProjectRow = {
      name: body.name,
      description: body.description,
      id: newId(),
      silo_id: who.siloId,
      time_created: time,
      time_modified: time,
    };
    db.table('projects').set(project.id, project);
    db.table('projectPolicies').set(project.id, { id: project.id, role_assignments: [] });
    createDefaultVpc(db, project.id, now);
    return project;
  },

  project_view: ({ db, actor, path }) => findProject(db, actor, path.project),

  project_update: ({ db, actor, path, body, now }) => {
    const project = findProject(db, actor, path.project);
    requireProject(db, actor, project.id, 'collaborator');
    if (body.name) ensureUniqueProjectName(db, project.silo_id, body.name, project.id);
    Object.assign(project, {
      name: body.name ?? project.name,
      description: body.description ?? project.description,
      time_modified: timestamp(now),
    });
    // Written back so the name index files the project under its new name.
    db.table('projects').set(project.id, project);
    return project;
  },

  project_delete: ({ db, actor, path }) => {
    const project = findProject(db, actor, path.project);
    requireProject(db, actor, project.id, 'collaborator');
    for (const [table, kind] of PROJECT_CHILDREN) {
      const rows = db.table(table) as unknown as Table<{ project_id?: string | null; name?: string }>;
      const child = rows.find('project_id', project.id);
      if (child) throw invalidRequest(`project to be deleted contains a ${kind}: ${child.name ?? ''}`.trim());
    }
    db.table('projects').delete(project.id);
    db.table('projectPolicies').delete(project.id);
  },

  project_policy_view: ({ db, actor, path }) => {
    const project = findProject(db, actor, path.project);
    return { role_assignments: db.table('projectPolicies').get(project.id)?.role_assignments ?? [] };
  },

  project_policy_update: ({ db, actor, path, body }) => {
    const project = findProject(db, actor, path.project);
    requireProject(db, actor, project.id, 'admin');
    validatePolicy(db, body.role_assignments, project.silo_id);
    db.table('projectPolicies').set(project.id, { id: project.id, role_assignments: body.role_assignments });
    return { role_assignments: body.role_assignments };
  },
};

import { invalidRequest } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { newId } from '../store/ids';
import { canSeeProject, NETWORKING, requireProject, requireSilo, signedIn } from './authz';
import { paginate } from './paginate';
import { validatePolicy } from './policies';
import { ensureUniqueName, findByNameOrId } from './select';
import { createDefaultVpc } from './vpcs';

type ProjectRow = Tables['projects'];

/** Tables whose rows belong to a project, with the kind the platform names when it refuses a delete. */
const PROJECT_CHILDREN: [table: string, kind: string][] = [
  ['vpcs', 'vpc'],
  ['instances', 'instance'],
  ['disks', 'disk'],
  ['snapshots', 'snapshot'],
  ['images', 'image'],
  ['floatingIps', 'floating ip'],
  ['affinityGroups', 'affinity group'],
  ['antiAffinityGroups', 'anti-affinity group'],
  ['probes', 'probe'],
];

/** The projects of the actor's silo. */
export const siloProjects = (db: Db, actor: Actor) =>
  [...db.table('projects').values()].filter((project) => project.silo_id === actor.siloId);

/** A project of the actor's silo by name or id, or 404; every project-scoped area resolves `project` here. */
export function findProject(db: Db, actor: Actor | undefined, selector: string): ProjectRow {
  const project = findByNameOrId(actor ? siloProjects(db, actor) : [], 'project', selector);
  // A project the caller may not see does not exist for them, as on the platform.
  if (actor && !canSeeProject(db, actor, project.id)) findByNameOrId([], 'project', selector);
  return project;
}

export const projectHandlers: Handlers = {
  project_list: ({ db, actor, query }) => {
    const who = signedIn(actor);
    return paginate(
      siloProjects(db, who).filter((project) => canSeeProject(db, who, project.id)),
      query,
    );
  },

  project_create: ({ db, actor, body, now }) => {
    const who = requireSilo(db, actor, NETWORKING);
    ensureUniqueName(siloProjects(db, who), 'project', body.name);
    const time = now.toISOString();
    const project: ProjectRow = {
      ...body,
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
    if (body.name) ensureUniqueName(siloProjects(db, actor as Actor), 'project', body.name, project.id);
    Object.assign(project, {
      name: body.name ?? project.name,
      description: body.description ?? project.description,
      time_modified: now.toISOString(),
    });
    return project;
  },

  project_delete: ({ db, actor, path }) => {
    const project = findProject(db, actor, path.project);
    requireProject(db, actor, project.id, 'collaborator');
    for (const [table, kind] of PROJECT_CHILDREN) {
      const child = [...db.rowsOf(table)].find(
        (row) => (row as { project_id?: string }).project_id === project.id,
      ) as { name?: string } | undefined;
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

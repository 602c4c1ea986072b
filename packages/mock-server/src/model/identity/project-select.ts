import type { Db, Table } from '../../store/db';
import { isUuid } from '../../store/ids';
import { canSeeProject } from '../core/authz';
import type { Actor } from '../core/context';
import { badRequest, notFound } from '../core/errors';
import { checkScope, findByNameOrId } from '../core/select';
import { findProject } from './projects';

interface ProjectChild {
  id: string;
  name: string;
  project_id: string;
}

/** Whether there is a caller and they may see the project. */
export function seesProject(db: Db, actor: Actor | undefined, projectId: string): boolean {
  return !!actor && canSeeProject(db, actor, projectId);
}

/**
 * A project's child by name (the project is then required) or by id (the project must not be named), with
 * the platform's scoping rule and 404 for a row the caller may not see.
 */
export function findInProject<Row extends ProjectChild>(
  db: Db,
  actor: Actor | undefined,
  rows: Iterable<Row>,
  kind: string,
  selector: string,
  project: string | null | undefined,
): Row {
  checkScope(kind, selector, 'project', project);
  if (isUuid(selector)) {
    for (const row of rows) {
      if (row.id === selector && seesProject(db, actor, row.project_id)) return row;
    }
    throw notFound(kind, 'id', selector);
  }
  const parent = findProject(db, actor, project as string);
  return findByNameOrId(
    [...rows].filter((row) => row.project_id === parent.id),
    kind,
    selector,
  );
}

/** The `project` a project-wide list needs; the platform refuses such a list without one. */
export function projectQuery(project: string | null | undefined): string {
  if (!project) throw badRequest('unable to parse query string: missing field `project`');
  return project;
}

/** Rows of one project, through the table's `project_id` index rather than a scan of every project's rows. */
export const inProject = <Row extends { project_id?: string | null }>(table: Table<Row>, projectId: string) =>
  table.where('project_id', projectId as Row['project_id']);

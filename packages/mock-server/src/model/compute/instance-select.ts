import { INSTANCE_ACTION_STATES, type InstanceAction } from '@rackconsole/sdk';
import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { requireProject } from '../core/authz';
import type { Actor, MockSettings } from '../core/context';
import { invalidRequest } from '../core/errors';
import { findInProject } from '../identity/project-select';
import { type InstanceState, settle } from './compute-lifecycle';

type InstanceRow = Tables['instances'];

/**
 * An instance by name (in the named project) or id, or 404 in the platform's words. Run states are as last
 * advanced: callers whose rules depend on the run state call `advanceInstances` first.
 */
export function findInstance(
  db: Db,
  actor: Actor | undefined,
  instance: string,
  project?: string | null,
): InstanceRow {
  return findInProject(db, actor, db.table('instances').values(), 'instance', instance, project);
}

/** Whether the instance's run state allows an action (spec §4). */
export const runStateAllows = (instance: InstanceRow, action: InstanceAction) =>
  (INSTANCE_ACTION_STATES[action] as readonly InstanceState[]).includes(instance.run_state);

/** Refuses an action the run state does not allow, e.g. `instance cannot be started in state "running"`. */
export function requireRunState(instance: InstanceRow, action: InstanceAction, refusal: string) {
  if (!runStateAllows(instance, action)) throw invalidRequest(`${refusal} in state "${instance.run_state}"`);
}

/** What a call on one instance carries. */
export interface OnInstance {
  db: Db;
  actor: Actor | undefined;
  now: Date;
  settings: MockSettings;
  path: { instance: string };
  query: { project?: string | null };
}

/** The instance a call names, up to date, once the caller is known to be allowed to change it. */
export function instanceToChange(ctx: OnInstance): { row: InstanceRow; who: Actor } {
  settle(ctx);
  const row = findInstance(ctx.db, ctx.actor, ctx.path.instance, ctx.query.project);
  return { row, who: requireProject(ctx.db, ctx.actor, row.project_id, 'limited_collaborator') };
}

import { INSTANCE_ACTION_STATES } from '@rackconsole/sdk';
import type { Db, Table } from '../../store/db';
import { isUuid, newId } from '../../store/ids';
import type { MemberRow, Tables } from '../../store/tables';
import { requireProject } from '../core/authz';
import type { Actor, MockSettings } from '../core/context';
import { alreadyExists, invalidRequest, notFound } from '../core/errors';
import { pageOf, paginate } from '../core/paginate';
import { ensureUniqueName, renameRow } from '../core/select';
import { findInProject, inProject, projectQuery } from '../identity/project-select';
import { findProject } from '../identity/projects';
import { settle } from './compute-lifecycle';
import { findInstance } from './instance-select';

export type GroupRow = Tables['affinityGroups'];

export type InstanceRow = Tables['instances'];

/** The two kinds of group behave alike; they differ in their tables and in the names the platform gives them. */
export interface Kind {
  groups: 'affinityGroups' | 'antiAffinityGroups';
  members: 'affinityGroupMembers' | 'antiAffinityGroupMembers';
  label: 'affinity-group' | 'anti-affinity-group';
  /** How messages name the group, e.g. "an anti-affinity group". */
  article: string;
}

export const AFFINITY: Kind = {
  groups: 'affinityGroups',
  members: 'affinityGroupMembers',
  label: 'affinity-group',
  article: 'an affinity group',
};

export const ANTI_AFFINITY: Kind = {
  groups: 'antiAffinityGroups',
  members: 'antiAffinityGroupMembers',
  label: 'anti-affinity-group',
  article: 'an anti-affinity group',
};

/** The membership row of an instance in a group. */
export const groupMembership = (groupId: string, instanceId: string): MemberRow => ({
  id: `${groupId}:${instanceId}`,
  group_id: groupId,
  instance_id: instanceId,
});

/** Takes a deleted instance out of every group. */
export function removeInstanceFromGroups(db: Db, instanceId: string) {
  for (const kind of [AFFINITY, ANTI_AFFINITY]) {
    const members = db.table(kind.members);
    for (const member of [...members.values()]) {
      if (member.instance_id === instanceId) members.delete(member.id);
    }
  }
}

export const groupsOf = (db: Db, kind: Kind): Table<GroupRow> => db.table(kind.groups);

export function findGroup(
  db: Db,
  actor: Actor | undefined,
  kind: Kind,
  group: string,
  project?: string | null,
) {
  return findInProject(db, actor, groupsOf(db, kind).values(), kind.label, group, project);
}

/** An instance named in a member path: by id anywhere visible, by name in the group's project. */
export function memberInstance(
  db: Db,
  actor: Actor | undefined,
  group: GroupRow,
  instance: string,
): InstanceRow {
  const row = isUuid(instance)
    ? findInstance(db, actor, instance)
    : findInstance(db, actor, instance, group.project_id);
  if (row.project_id !== group.project_id) throw notFound('instance', 'id', instance);
  return row;
}

export const memberView = (instance: InstanceRow) => ({
  type: 'instance' as const,
  value: { id: instance.id, name: instance.name, run_state: instance.run_state },
});

export function instancesIn(db: Db, kind: Kind, groupId: string): InstanceRow[] {
  const instances = db.table('instances');
  return [...db.table(kind.members).values()]
    .filter((member) => member.group_id === groupId)
    .flatMap((member) => instances.get(member.instance_id) ?? []);
}

export type PageQuery = { limit?: number | null; page_token?: string | null; sort_by?: string | null };

export type Selector = { project?: string | null };

export type GroupBody = {
  name: string;
  description: string;
  failure_domain: 'sled';
  policy: 'allow' | 'fail';
};

export type GroupUpdate = { name?: string | null; description?: string | null };

export type Context = { db: Db; actor: Actor | undefined; now: Date; settings: MockSettings };

/** The operations of one kind of group, shared by affinity and anti-affinity groups. */
export function groupOperations(kind: Kind) {
  return {
    list: ({ db, actor, query }: Context & { query: PageQuery & Selector }) => {
      const project = findProject(db, actor, projectQuery(query.project));
      return pageOf(groupsOf(db, kind), { column: 'project_id', value: project.id }, query);
    },
    create: ({ db, actor, query, body, now }: Context & { query: { project: string }; body: GroupBody }) => {
      const project = findProject(db, actor, query.project);
      requireProject(db, actor, project.id, 'limited_collaborator');
      ensureUniqueName(inProject(groupsOf(db, kind), project.id), kind.label, body.name);
      const time = now.toISOString();
      const group: GroupRow = {
        ...body,
        id: newId(),
        project_id: project.id,
        time_created: time,
        time_modified: time,
      };
      groupsOf(db, kind).set(group.id, group);
      return group;
    },
    view: ({ db, actor, group, project }: Context & { group: string; project?: string | null }) =>
      findGroup(db, actor, kind, group, project),
    update: (ctx: Context & { group: string; project?: string | null; body: GroupUpdate }) => {
      const { db, actor, body, now } = ctx;
      const group = findGroup(db, actor, kind, ctx.group, ctx.project);
      requireProject(db, actor, group.project_id, 'limited_collaborator');
      const table = groupsOf(db, kind);
      return renameRow(table, inProject(table, group.project_id), kind.label, group, body, now);
    },
    /** Deleting a group lets go of its members; the instances themselves are untouched. */
    remove: ({ db, actor, group, project }: Context & { group: string; project?: string | null }) => {
      const row = findGroup(db, actor, kind, group, project);
      requireProject(db, actor, row.project_id, 'limited_collaborator');
      for (const member of [...db.table(kind.members).values()]) {
        if (member.group_id === row.id) db.table(kind.members).delete(member.id);
      }
      groupsOf(db, kind).delete(row.id);
    },
    members: (ctx: Context & { group: string; query: PageQuery & Selector }) => {
      settle(ctx);
      const group = findGroup(ctx.db, ctx.actor, kind, ctx.group, ctx.query.project);
      const page = paginate(instancesIn(ctx.db, kind, group.id), ctx.query);
      return { items: page.items.map(memberView), next_page: page.next_page };
    },
    memberView: (ctx: Context & { group: string; instance: string; project?: string | null }) => {
      settle(ctx);
      const group = findGroup(ctx.db, ctx.actor, kind, ctx.group, ctx.project);
      const instance = memberInstance(ctx.db, ctx.actor, group, ctx.instance);
      if (!ctx.db.table(kind.members).has(groupMembership(group.id, instance.id).id)) {
        throw notFound(`${kind.label}-member`, 'id', instance.id);
      }
      return memberView(instance);
    },
    memberAdd: (ctx: Context & { group: string; instance: string; project?: string | null }) => {
      settle(ctx);
      const { db, actor } = ctx;
      const group = findGroup(db, actor, kind, ctx.group, ctx.project);
      requireProject(db, actor, group.project_id, 'limited_collaborator');
      const instance = memberInstance(db, actor, group, ctx.instance);
      const member = groupMembership(group.id, instance.id);
      if (db.table(kind.members).has(member.id)) throw alreadyExists(`${kind.label}-member`, instance.id);
      if (!(INSTANCE_ACTION_STATES.addToAffinityGroup as readonly string[]).includes(instance.run_state)) {
        throw invalidRequest(`instance cannot be added to ${kind.article} in state "${instance.run_state}"`);
      }
      db.table(kind.members).set(member.id, member);
      return memberView(instance);
    },
    memberRemove: (ctx: Context & { group: string; instance: string; project?: string | null }) => {
      const { db, actor } = ctx;
      const group = findGroup(db, actor, kind, ctx.group, ctx.project);
      requireProject(db, actor, group.project_id, 'limited_collaborator');
      const instance = memberInstance(db, actor, group, ctx.instance);
      const member = groupMembership(group.id, instance.id);
      if (!db.table(kind.members).delete(member.id))
        throw notFound(`${kind.label}-member`, 'id', instance.id);
    },
    ofInstance: (ctx: Context & { instance: string; query: PageQuery & Selector }) => {
      const instance = findInstance(ctx.db, ctx.actor, ctx.instance, ctx.query.project);
      const groupIds = new Set(
        [...ctx.db.table(kind.members).values()]
          .filter((member) => member.instance_id === instance.id)
          .map((member) => member.group_id),
      );
      const groups = [...groupsOf(ctx.db, kind).values()].filter((group) => groupIds.has(group.id));
      return paginate(groups, ctx.query);
    },
  };
}

export const affinity = groupOperations(AFFINITY);

export const antiAffinity = groupOperations(ANTI_AFFINITY);

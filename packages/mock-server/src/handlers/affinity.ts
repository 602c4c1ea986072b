import { affinity, antiAffinity } from '../model/compute/affinity';
import type { Handlers } from './types';

export const affinityHandlers: Handlers = {
  affinity_group_list: affinity.list,
  affinity_group_create: affinity.create,
  affinity_group_view: (ctx) => affinity.view({ ...ctx, group: ctx.path.affinity_group, ...ctx.query }),
  affinity_group_update: (ctx) =>
    affinity.update({ ...ctx, group: ctx.path.affinity_group, project: ctx.query.project }),
  affinity_group_delete: (ctx) => affinity.remove({ ...ctx, group: ctx.path.affinity_group, ...ctx.query }),
  affinity_group_member_list: (ctx) => affinity.members({ ...ctx, group: ctx.path.affinity_group }),
  affinity_group_member_instance_view: (ctx) =>
    affinity.memberView({ ...ctx, group: ctx.path.affinity_group, ...ctx.path, ...ctx.query }),
  affinity_group_member_instance_add: (ctx) =>
    affinity.memberAdd({ ...ctx, group: ctx.path.affinity_group, ...ctx.path, ...ctx.query }),
  affinity_group_member_instance_delete: (ctx) =>
    affinity.memberRemove({ ...ctx, group: ctx.path.affinity_group, ...ctx.path, ...ctx.query }),
  instance_affinity_group_list: (ctx) => affinity.ofInstance({ ...ctx, instance: ctx.path.instance }),

  anti_affinity_group_list: antiAffinity.list,
  anti_affinity_group_create: antiAffinity.create,
  anti_affinity_group_view: (ctx) =>
    antiAffinity.view({ ...ctx, group: ctx.path.anti_affinity_group, ...ctx.query }),
  anti_affinity_group_update: (ctx) =>
    antiAffinity.update({ ...ctx, group: ctx.path.anti_affinity_group, project: ctx.query.project }),
  anti_affinity_group_delete: (ctx) =>
    antiAffinity.remove({ ...ctx, group: ctx.path.anti_affinity_group, ...ctx.query }),
  anti_affinity_group_member_list: (ctx) =>
    antiAffinity.members({ ...ctx, group: ctx.path.anti_affinity_group }),
  anti_affinity_group_member_instance_view: (ctx) =>
    antiAffinity.memberView({ ...ctx, group: ctx.path.anti_affinity_group, ...ctx.path, ...ctx.query }),
  anti_affinity_group_member_instance_add: (ctx) =>
    antiAffinity.memberAdd({ ...ctx, group: ctx.path.anti_affinity_group, ...ctx.path, ...ctx.query }),
  anti_affinity_group_member_instance_delete: (ctx) =>
    antiAffinity.memberRemove({ ...ctx, group: ctx.path.anti_affinity_group, ...ctx.path, ...ctx.query }),
  instance_anti_affinity_group_list: (ctx) =>
    antiAffinity.ofInstance({ ...ctx, instance: ctx.path.instance }),
};

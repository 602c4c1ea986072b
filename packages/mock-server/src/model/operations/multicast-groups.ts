import { findInstance, instanceToChange } from '../compute/instance-select';
import { signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { paginate } from '../core/paginate';
import {
  findGroup,
  groupMembers,
  instanceMemberships,
  joinGroup,
  leaveGroup,
  MEMBERSHIP_CHANGE_STATES,
  siloGroups,
} from '../vpc/multicast-groups';

export const multicastGroupList: Operation<'multicast_group_list'> = ({ db, actor, query }) =>
  paginate(siloGroups(db, signedIn(actor).siloId), query);

export const multicastGroupView: Operation<'multicast_group_view'> = ({ db, actor, path }) =>
  findGroup(db, signedIn(actor).siloId, path.multicast_group);

export const multicastGroupMemberList: Operation<'multicast_group_member_list'> = ({
  db,
  actor,
  path,
  query,
}) => {
  const group = findGroup(db, signedIn(actor).siloId, path.multicast_group);
  return paginate(groupMembers(db, group.id), query, 'id_ascending');
};

export const instanceMulticastGroupList: Operation<'instance_multicast_group_list'> = ({
  db,
  actor,
  path,
  query,
}) => {
  const instance = findInstance(db, actor, path.instance, query.project);
  return paginate(instanceMemberships(db, instance.id), query, 'id_ascending');
};

export const instanceMulticastGroupJoin: Operation<'instance_multicast_group_join'> = (ctx) => {
  const { row, who } = instanceToChange(ctx);
  if (!MEMBERSHIP_CHANGE_STATES.has(row.run_state)) {
    throw invalidRequest(`cannot join a multicast group while the instance is ${row.run_state}`);
  }
  return joinGroup(ctx.db, who.siloId, row, ctx.path.multicast_group, ctx.body, ctx.now);
};

export const instanceMulticastGroupLeave: Operation<'instance_multicast_group_leave'> = (ctx) => {
  const { row, who } = instanceToChange(ctx);
  if (!MEMBERSHIP_CHANGE_STATES.has(row.run_state)) {
    throw invalidRequest(`cannot leave a multicast group while the instance is ${row.run_state}`);
  }
  leaveGroup(ctx.db, who.siloId, row, ctx.path.multicast_group, ctx.now);
};

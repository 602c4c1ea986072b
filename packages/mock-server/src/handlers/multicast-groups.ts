import {
  instanceMulticastGroupJoin,
  instanceMulticastGroupLeave,
  instanceMulticastGroupList,
  multicastGroupList,
  multicastGroupMemberList,
  multicastGroupView,
} from '../model/operations/multicast-groups';
import type { Handlers } from './types';

export const multicastGroupHandlers: Handlers = {
  multicast_group_list: multicastGroupList,
  multicast_group_view: multicastGroupView,
  multicast_group_member_list: multicastGroupMemberList,
  instance_multicast_group_list: instanceMulticastGroupList,
  instance_multicast_group_join: instanceMulticastGroupJoin,
  instance_multicast_group_leave: instanceMulticastGroupLeave,
};

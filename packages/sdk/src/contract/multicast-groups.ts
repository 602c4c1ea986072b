import { z } from 'zod';
import { MulticastGroupIdentifier } from './instances.js';
import { IpVersion, ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  IdSortMode,
  identityMetadata,
  idListQuery,
  listQuery,
  nameOrIdListQuery,
  pageOf,
  pathOf,
  projectScope,
  uuid,
} from './shared.js';

// Multicast groups: addresses from a multicast IP pool that instances join, optionally filtering sources.

export const MulticastGroup = named(
  'MulticastGroup',
  z.object({
    ...identityMetadata,
    ip_pool_id: uuid(),
    multicast_ip: ipAddr(),
    source_ips: z.array(ipAddr()),
    has_any_source_member: z.boolean(),
    state: z.string(),
  }),
);
export const MulticastGroupResultsPage = pageOf('MulticastGroupResultsPage', MulticastGroup);

/** One instance's membership of a group. */
export const MulticastGroupMember = named(
  'MulticastGroupMember',
  z.object({
    ...identityMetadata,
    instance_id: uuid(),
    multicast_group_id: uuid(),
    multicast_ip: ipAddr(),
    source_ips: z.array(ipAddr()),
    state: z.string(),
  }),
);
export const MulticastGroupMemberResultsPage = pageOf(
  'MulticastGroupMemberResultsPage',
  MulticastGroupMember,
);

export const InstanceMulticastGroupJoin = named(
  'InstanceMulticastGroupJoin',
  z.object({
    ip_version: IpVersion.nullable().default(null),
    source_ips: z.array(ipAddr()).nullable().default(null),
  }),
);

// Operations ----------------------------------------------------------------------------------------------

const tag = 'experimental';
const group = { multicast_group: MulticastGroupIdentifier };
const instanceGroup = { pathParams: { ...pathOf('instance'), ...group }, query: projectScope };

export const multicastGroupOperations = defineOperations({
  multicast_group_list: {
    method: 'get',
    path: '/v1/multicast-groups',
    tag,
    summary: 'List multicast groups',
    query: nameOrIdListQuery,
    status: 200,
    response: MulticastGroupResultsPage,
  },
  multicast_group_view: {
    method: 'get',
    path: '/v1/multicast-groups/{multicast_group}',
    tag,
    summary: 'Fetch a multicast group',
    pathParams: group,
    status: 200,
    response: MulticastGroup,
  },
  multicast_group_member_list: {
    method: 'get',
    path: '/v1/multicast-groups/{multicast_group}/members',
    tag,
    summary: "List a multicast group's members",
    pathParams: group,
    query: idListQuery,
    status: 200,
    response: MulticastGroupMemberResultsPage,
  },
  instance_multicast_group_list: {
    method: 'get',
    path: '/v1/instances/{instance}/multicast-groups',
    tag,
    summary: 'List the multicast groups an instance belongs to',
    pathParams: pathOf('instance'),
    query: { ...listQuery(IdSortMode), ...projectScope },
    status: 200,
    response: MulticastGroupMemberResultsPage,
  },
  instance_multicast_group_join: {
    method: 'put',
    path: '/v1/instances/{instance}/multicast-groups/{multicast_group}',
    tag,
    summary: 'Join an instance to a multicast group',
    ...instanceGroup,
    body: InstanceMulticastGroupJoin,
    status: 201,
    response: MulticastGroupMember,
  },
  instance_multicast_group_leave: {
    method: 'delete',
    path: '/v1/instances/{instance}/multicast-groups/{multicast_group}',
    tag,
    summary: 'Remove an instance from a multicast group',
    ...instanceGroup,
    status: 204,
  },
});

import { z } from 'zod';
import { InstanceState } from './instances.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  identityMetadata,
  Name,
  pageOf,
  pathOf,
  projectListQuery,
  projectRequired,
  projectScope,
  uuid,
} from './shared.js';

// Shapes -------------------------------------------------------------------------------------------------

export const FailureDomain = named('FailureDomain', z.enum(['sled']));
/** What the platform does when it cannot honour a group's placement: start anyway, or fail. */
export const AffinityPolicy = named('AffinityPolicy', z.enum(['allow', 'fail']));

const groupFields = {
  ...identityMetadata,
  failure_domain: FailureDomain,
  policy: AffinityPolicy,
  project_id: uuid(),
};
const groupCreateFields = {
  name: Name,
  description: z.string(),
  failure_domain: FailureDomain,
  policy: AffinityPolicy,
};
const groupUpdateFields = {
  name: Name.nullable().optional(),
  description: z.string().nullable().optional(),
};
/** A group member: today always an instance, shown with its run state. */
const instanceMember = () =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('instance'),
      value: z.object({ id: uuid(), name: Name, run_state: InstanceState }),
    }),
  ]);

export const AffinityGroup = named('AffinityGroup', z.object(groupFields));
export const AffinityGroupResultsPage = pageOf('AffinityGroupResultsPage', AffinityGroup);
export const AffinityGroupCreate = named('AffinityGroupCreate', z.object(groupCreateFields));
export const AffinityGroupUpdate = named('AffinityGroupUpdate', z.object(groupUpdateFields));
export const AffinityGroupMember = named('AffinityGroupMember', instanceMember());
export const AffinityGroupMemberResultsPage = pageOf('AffinityGroupMemberResultsPage', AffinityGroupMember);

export const AntiAffinityGroup = named('AntiAffinityGroup', z.object(groupFields));
export const AntiAffinityGroupResultsPage = pageOf('AntiAffinityGroupResultsPage', AntiAffinityGroup);
export const AntiAffinityGroupCreate = named('AntiAffinityGroupCreate', z.object(groupCreateFields));
export const AntiAffinityGroupUpdate = named('AntiAffinityGroupUpdate', z.object(groupUpdateFields));
export const AntiAffinityGroupMember = named('AntiAffinityGroupMember', instanceMember());
export const AntiAffinityGroupMemberResultsPage = pageOf(
  'AntiAffinityGroupMemberResultsPage',
  AntiAffinityGroupMember,
);

// Operations -----------------------------------------------------------------------------------------------
// Tags follow the platform: affinity groups are still experimental, anti-affinity groups are not.

const affinityGroup = pathOf('affinity_group');
const affinityMember = pathOf('affinity_group', 'instance');
const antiAffinityGroup = pathOf('anti_affinity_group');
const antiAffinityMember = pathOf('anti_affinity_group', 'instance');
const instance = pathOf('instance');

export const affinityOperations = defineOperations({
  affinity_group_list: {
    method: 'get',
    path: '/v1/affinity-groups',
    tag: 'experimental',
    summary: 'List affinity groups',
    query: projectListQuery,
    status: 200,
    response: AffinityGroupResultsPage,
  },
  affinity_group_create: {
    method: 'post',
    path: '/v1/affinity-groups',
    tag: 'experimental',
    summary: 'Create an affinity group',
    query: projectRequired,
    body: AffinityGroupCreate,
    status: 201,
    response: AffinityGroup,
  },
  affinity_group_view: {
    method: 'get',
    path: '/v1/affinity-groups/{affinity_group}',
    tag: 'experimental',
    summary: 'Fetch an affinity group',
    pathParams: affinityGroup,
    query: projectScope,
    status: 200,
    response: AffinityGroup,
  },
  affinity_group_update: {
    method: 'put',
    path: '/v1/affinity-groups/{affinity_group}',
    tag: 'experimental',
    summary: 'Update an affinity group',
    pathParams: affinityGroup,
    query: projectScope,
    body: AffinityGroupUpdate,
    status: 200,
    response: AffinityGroup,
  },
  affinity_group_delete: {
    method: 'delete',
    path: '/v1/affinity-groups/{affinity_group}',
    tag: 'experimental',
    summary: 'Delete an affinity group',
    pathParams: affinityGroup,
    query: projectScope,
    status: 204,
  },
  affinity_group_member_list: {
    method: 'get',
    path: '/v1/affinity-groups/{affinity_group}/members',
    tag: 'experimental',
    summary: "List an affinity group's members",
    pathParams: affinityGroup,
    query: projectListQuery,
    status: 200,
    response: AffinityGroupMemberResultsPage,
  },
  affinity_group_member_instance_view: {
    method: 'get',
    path: '/v1/affinity-groups/{affinity_group}/members/instance/{instance}',
    tag: 'experimental',
    summary: 'Fetch an instance member of an affinity group',
    pathParams: affinityMember,
    query: projectScope,
    status: 200,
    response: AffinityGroupMember,
  },
  affinity_group_member_instance_add: {
    method: 'post',
    path: '/v1/affinity-groups/{affinity_group}/members/instance/{instance}',
    tag: 'experimental',
    summary: 'Add an instance to an affinity group',
    pathParams: affinityMember,
    query: projectScope,
    status: 201,
    response: AffinityGroupMember,
  },
  affinity_group_member_instance_delete: {
    method: 'delete',
    path: '/v1/affinity-groups/{affinity_group}/members/instance/{instance}',
    tag: 'experimental',
    summary: 'Remove an instance from an affinity group',
    pathParams: affinityMember,
    query: projectScope,
    status: 204,
  },
  anti_affinity_group_list: {
    method: 'get',
    path: '/v1/anti-affinity-groups',
    tag: 'affinity',
    summary: 'List anti-affinity groups',
    query: projectListQuery,
    status: 200,
    response: AntiAffinityGroupResultsPage,
  },
  anti_affinity_group_create: {
    method: 'post',
    path: '/v1/anti-affinity-groups',
    tag: 'affinity',
    summary: 'Create an anti-affinity group',
    query: projectRequired,
    body: AntiAffinityGroupCreate,
    status: 201,
    response: AntiAffinityGroup,
  },
  anti_affinity_group_view: {
    method: 'get',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}',
    tag: 'affinity',
    summary: 'Fetch an anti-affinity group',
    pathParams: antiAffinityGroup,
    query: projectScope,
    status: 200,
    response: AntiAffinityGroup,
  },
  anti_affinity_group_update: {
    method: 'put',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}',
    tag: 'affinity',
    summary: 'Update an anti-affinity group',
    pathParams: antiAffinityGroup,
    query: projectScope,
    body: AntiAffinityGroupUpdate,
    status: 200,
    response: AntiAffinityGroup,
  },
  anti_affinity_group_delete: {
    method: 'delete',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}',
    tag: 'affinity',
    summary: 'Delete an anti-affinity group',
    pathParams: antiAffinityGroup,
    query: projectScope,
    status: 204,
  },
  anti_affinity_group_member_list: {
    method: 'get',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}/members',
    tag: 'affinity',
    summary: "List an anti-affinity group's members",
    pathParams: antiAffinityGroup,
    query: projectListQuery,
    status: 200,
    response: AntiAffinityGroupMemberResultsPage,
  },
  anti_affinity_group_member_instance_view: {
    method: 'get',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
    tag: 'affinity',
    summary: 'Fetch an instance member of an anti-affinity group',
    pathParams: antiAffinityMember,
    query: projectScope,
    status: 200,
    response: AntiAffinityGroupMember,
  },
  anti_affinity_group_member_instance_add: {
    method: 'post',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
    tag: 'affinity',
    summary: 'Add an instance to an anti-affinity group',
    pathParams: antiAffinityMember,
    query: projectScope,
    status: 201,
    response: AntiAffinityGroupMember,
  },
  anti_affinity_group_member_instance_delete: {
    method: 'delete',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
    tag: 'affinity',
    summary: 'Remove an instance from an anti-affinity group',
    pathParams: antiAffinityMember,
    query: projectScope,
    status: 204,
  },
  // Listed under /v1/instances, defined here so instances.ts need not import this file.
  instance_affinity_group_list: {
    method: 'get',
    path: '/v1/instances/{instance}/affinity-groups',
    tag: 'experimental',
    summary: 'List the affinity groups an instance belongs to',
    pathParams: instance,
    query: projectListQuery,
    status: 200,
    response: AffinityGroupResultsPage,
  },
  instance_anti_affinity_group_list: {
    method: 'get',
    path: '/v1/instances/{instance}/anti-affinity-groups',
    tag: 'instances',
    summary: 'List the anti-affinity groups an instance belongs to',
    pathParams: instance,
    query: projectListQuery,
    status: 200,
    response: AntiAffinityGroupResultsPage,
  },
});

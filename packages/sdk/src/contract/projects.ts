import { z } from 'zod';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import { identityMetadata, Name, nameOrIdListQuery, pageOf, pathOf, uuid } from './shared.js';

export const Project = named('Project', z.object({ ...identityMetadata }));
export const ProjectCreate = named('ProjectCreate', z.object({ name: Name, description: z.string() }));
export const ProjectUpdate = named(
  'ProjectUpdate',
  z.object({ name: Name.nullable().optional(), description: z.string().nullable().optional() }),
);
export const ProjectResultsPage = pageOf('ProjectResultsPage', Project);

export const IdentityType = named('IdentityType', z.enum(['silo_user', 'silo_group']));
export const ProjectRole = named(
  'ProjectRole',
  z.enum(['admin', 'collaborator', 'limited_collaborator', 'viewer']),
);
export const ProjectRoleRoleAssignment = named(
  'ProjectRoleRoleAssignment',
  z.object({ identity_id: uuid(), identity_type: IdentityType, role_name: ProjectRole }),
);
export const ProjectRolePolicy = named(
  'ProjectRolePolicy',
  z.object({ role_assignments: z.array(ProjectRoleRoleAssignment) }),
);

const tag = 'projects';
const project = pathOf('project');

export const projectOperations = defineOperations({
  project_list: {
    method: 'get',
    path: '/v1/projects',
    tag,
    summary: 'List projects',
    query: nameOrIdListQuery,
    status: 200,
    response: ProjectResultsPage,
  },
  project_create: {
    method: 'post',
    path: '/v1/projects',
    tag,
    summary: 'Create a project',
    body: ProjectCreate,
    status: 201,
    response: Project,
  },
  project_view: {
    method: 'get',
    path: '/v1/projects/{project}',
    tag,
    summary: 'Fetch a project',
    pathParams: project,
    status: 200,
    response: Project,
  },
  project_update: {
    method: 'put',
    path: '/v1/projects/{project}',
    tag,
    summary: 'Update a project',
    pathParams: project,
    body: ProjectUpdate,
    status: 200,
    response: Project,
  },
  project_delete: {
    method: 'delete',
    path: '/v1/projects/{project}',
    tag,
    summary: 'Delete a project',
    pathParams: project,
    status: 204,
  },
  project_policy_view: {
    method: 'get',
    path: '/v1/projects/{project}/policy',
    tag,
    summary: "Fetch a project's access policy",
    pathParams: project,
    status: 200,
    response: ProjectRolePolicy,
  },
  project_policy_update: {
    method: 'put',
    path: '/v1/projects/{project}/policy',
    tag,
    summary: "Replace a project's access policy",
    pathParams: project,
    body: ProjectRolePolicy,
    status: 200,
    response: ProjectRolePolicy,
  },
});

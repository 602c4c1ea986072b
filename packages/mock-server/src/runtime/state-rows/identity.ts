// Rows of the identity area: silos, users and groups, sign-in secrets, policies, projects.
import * as contract from '@rackconsole/sdk/contract';
import { z } from 'zod';
import { type Reference, type RowSchemas, referencesOf } from './row-check';

const id = z.string().min(1);
const time = contract.dateTime();
const policy = z.object({
  id,
  role_assignments: z.array(
    z.object({
      identity_id: id,
      identity_type: z.enum(['silo_user', 'silo_group']),
      role_name: z.enum(['admin', 'collaborator', 'limited_collaborator', 'viewer']),
    }),
  ),
});

export const identityRowSchemas = {
  silos: contract.Silo,
  users: contract.User.extend({ external_id: z.string() }),
  groups: contract.Group,
  groupMembers: z.object({ id, group_id: id, user_id: id }),
  passwords: z.object({ id, password: z.string() }),
  sessions: z.object({ id, token: id, user_id: id, time_created: time, time_last_used: time }),
  accessTokens: z.object({ id, token: id, user_id: id, time_created: time, time_expires: time.nullable() }),
  deviceRequests: z.object({
    id,
    user_code: z.string(),
    client_id: z.string(),
    time_expires: time,
    ttl_seconds: contract.uint32().nullable(),
    confirmed_by: id.nullable(),
    token_expires_by: time.nullable().optional(),
  }),
  fleetPolicy: policy,
  siloPolicies: policy,
  projectPolicies: policy,
  projects: contract.Project.extend({ silo_id: id }),
  sshKeys: contract.SshKey,
  siloQuotas: contract.SiloQuotas,
  siloAuthSettings: contract.SiloAuthSettings.extend({ id }),
  samlIdentityProviders: contract.SamlIdentityProvider.extend({
    silo_id: id,
    idp_metadata_document: z.string(),
  }),
  scimTokens: contract.ScimClientBearerToken.extend({ silo_id: id, token_sha256: z.string() }),
  certificates: contract.Certificate.extend({ silo_id: id }),
} satisfies Partial<RowSchemas>;

export const identityReferences: readonly Reference[] = [
  ...referencesOf('users', { silo_id: 'silos' }),
  ...referencesOf('groups', { silo_id: 'silos' }),
  ...referencesOf('groupMembers', { group_id: 'groups', user_id: 'users' }),
  ...referencesOf('passwords', { id: 'users' }),
  ...referencesOf('sessions', { user_id: 'users' }),
  ...referencesOf('accessTokens', { user_id: 'users' }),
  // Not deviceRequests' `confirmed_by`: deleting a user leaves the requests they confirmed.
  ...referencesOf('siloPolicies', { id: 'silos' }),
  ...referencesOf('projectPolicies', { id: 'projects' }),
  ...referencesOf('projects', { silo_id: 'silos' }),
  ...referencesOf('sshKeys', { silo_user_id: 'users' }),
  ...referencesOf('siloQuotas', { silo_id: 'silos' }),
  ...referencesOf('siloAuthSettings', { silo_id: 'silos' }),
  ...referencesOf('samlIdentityProviders', { silo_id: 'silos' }),
  ...referencesOf('scimTokens', { silo_id: 'silos' }),
  ...referencesOf('certificates', { silo_id: 'silos' }),
];

import { z } from 'zod';
import { CertificateCreate } from './certificates.js';
import { SiloIpPoolResultsPage } from './ip-pools.js';
import { defineOperations } from './operation.js';
import { FleetRole, SiloRolePolicy } from './policies.js';
import { named } from './registry.js';
import {
  ByteCount,
  identityMetadata,
  idListQuery,
  int64,
  Name,
  nameOrIdListQuery,
  pageOf,
  pathOf,
  uuid,
} from './shared.js';

export const SiloIdentityMode = named('SiloIdentityMode', z.enum(['saml_jit', 'local_only', 'saml_scim']));

/** Silo group name → fleet roles its members get; the platform treats each list as a set. */
const mappedFleetRoles = () => z.record(z.string(), z.array(FleetRole));

export const Silo = named(
  'Silo',
  z.object({
    ...identityMetadata,
    discoverable: z.boolean(),
    identity_mode: SiloIdentityMode,
    admin_group_name: z.string().nullable().optional(),
    mapped_fleet_roles: mappedFleetRoles(),
  }),
);
export const SiloResultsPage = pageOf('SiloResultsPage', Silo);

// Quotas and utilization ----------------------------------------------------------------------------------

export const SiloQuotas = named(
  'SiloQuotas',
  z.object({ silo_id: uuid(), cpus: int64(), memory: ByteCount, storage: ByteCount }),
);
export const SiloQuotasCreate = named(
  'SiloQuotasCreate',
  z.object({ cpus: int64(), memory: ByteCount, storage: ByteCount }),
);
export const SiloQuotasUpdate = named(
  'SiloQuotasUpdate',
  z.object({
    cpus: int64().nullable().optional(),
    memory: ByteCount.nullable().optional(),
    storage: ByteCount.nullable().optional(),
  }),
);
export const SiloQuotasResultsPage = pageOf('SiloQuotasResultsPage', SiloQuotas);

export const VirtualResourceCounts = named(
  'VirtualResourceCounts',
  z.object({ cpus: int64(), memory: ByteCount, storage: ByteCount }),
);
export const SiloUtilization = named(
  'SiloUtilization',
  z.object({
    silo_id: uuid(),
    silo_name: Name,
    allocated: VirtualResourceCounts,
    provisioned: VirtualResourceCounts,
  }),
);
export const SiloUtilizationResultsPage = pageOf('SiloUtilizationResultsPage', SiloUtilization);
export const Utilization = named(
  'Utilization',
  z.object({ capacity: VirtualResourceCounts, provisioned: VirtualResourceCounts }),
);

export const SiloCreate = named(
  'SiloCreate',
  z.object({
    name: Name,
    description: z.string(),
    discoverable: z.boolean(),
    identity_mode: SiloIdentityMode,
    admin_group_name: z.string().nullable().optional(),
    mapped_fleet_roles: mappedFleetRoles().default({}),
    quotas: SiloQuotasCreate,
    tls_certificates: z.array(CertificateCreate),
  }),
);

const tag = 'system/silos';
const silo = pathOf('silo');

export const siloOperations = defineOperations({
  silo_list: {
    method: 'get',
    path: '/v1/system/silos',
    tag,
    summary: 'List silos',
    query: nameOrIdListQuery,
    status: 200,
    response: SiloResultsPage,
  },
  silo_create: {
    method: 'post',
    path: '/v1/system/silos',
    tag,
    summary: 'Create a silo',
    body: SiloCreate,
    status: 201,
    response: Silo,
  },
  silo_view: {
    method: 'get',
    path: '/v1/system/silos/{silo}',
    tag,
    summary: 'Fetch a silo',
    pathParams: silo,
    status: 200,
    response: Silo,
  },
  silo_delete: {
    method: 'delete',
    path: '/v1/system/silos/{silo}',
    tag,
    summary: 'Delete a silo',
    pathParams: silo,
    status: 204,
  },
  silo_ip_pool_list: {
    method: 'get',
    path: '/v1/system/silos/{silo}/ip-pools',
    tag,
    summary: 'List the IP pools linked to a silo',
    pathParams: silo,
    query: nameOrIdListQuery,
    status: 200,
    response: SiloIpPoolResultsPage,
  },
  silo_policy_view: {
    method: 'get',
    path: '/v1/system/silos/{silo}/policy',
    tag,
    summary: "Fetch a silo's access policy",
    pathParams: silo,
    status: 200,
    response: SiloRolePolicy,
  },
  silo_policy_update: {
    method: 'put',
    path: '/v1/system/silos/{silo}/policy',
    tag,
    summary: "Replace a silo's access policy",
    pathParams: silo,
    body: SiloRolePolicy,
    status: 200,
    response: SiloRolePolicy,
  },
  silo_quotas_view: {
    method: 'get',
    path: '/v1/system/silos/{silo}/quotas',
    tag,
    summary: "Fetch a silo's quotas",
    pathParams: silo,
    status: 200,
    response: SiloQuotas,
  },
  silo_quotas_update: {
    method: 'put',
    path: '/v1/system/silos/{silo}/quotas',
    tag,
    summary: "Change a silo's quotas",
    pathParams: silo,
    body: SiloQuotasUpdate,
    status: 200,
    response: SiloQuotas,
  },
  system_quotas_list: {
    method: 'get',
    path: '/v1/system/silo-quotas',
    tag,
    summary: 'List the quotas of every silo',
    query: idListQuery,
    status: 200,
    response: SiloQuotasResultsPage,
  },
  silo_utilization_list: {
    method: 'get',
    path: '/v1/system/utilization/silos',
    tag,
    summary: 'List the resource use of every silo',
    query: nameOrIdListQuery,
    status: 200,
    response: SiloUtilizationResultsPage,
  },
  silo_utilization_view: {
    method: 'get',
    path: '/v1/system/utilization/silos/{silo}',
    tag,
    summary: "Fetch a silo's resource use",
    pathParams: silo,
    status: 200,
    response: SiloUtilization,
  },
  utilization_view: {
    method: 'get',
    path: '/v1/utilization',
    tag: 'silos',
    summary: "Fetch the current silo's resource use",
    status: 200,
    response: Utilization,
  },
});

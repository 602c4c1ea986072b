import { z } from 'zod';
import { IpPoolType, IpVersion } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import { identityMetadata, listQuery, NameOrIdSortMode, pageOf, pathOf } from './shared.js';

/** An IP pool as a silo sees it: linked to the silo, possibly its default for the pool's IP version. */
export const SiloIpPool = named(
  'SiloIpPool',
  z.object({
    ...identityMetadata,
    ip_version: IpVersion,
    is_default: z.boolean(),
    pool_type: IpPoolType,
  }),
);
export const SiloIpPoolResultsPage = pageOf('SiloIpPoolResultsPage', SiloIpPool);

const tag = 'ip-pools';

export const ipPoolOperations = defineOperations({
  ip_pool_list: {
    method: 'get',
    path: '/v1/ip-pools',
    tag,
    summary: "List the current silo's IP pools",
    query: {
      ...listQuery(NameOrIdSortMode),
      ip_version: IpVersion.optional(),
      pool_type: IpPoolType.optional(),
    },
    status: 200,
    response: SiloIpPoolResultsPage,
  },
  ip_pool_view: {
    method: 'get',
    path: '/v1/ip-pools/{pool}',
    tag,
    summary: 'Fetch an IP pool of the current silo',
    pathParams: pathOf('pool'),
    status: 200,
    response: SiloIpPool,
  },
});

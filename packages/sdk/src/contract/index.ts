import { affinityOperations } from './affinity.js';
import { alertOperations } from './alerts.js';
import { auditLogOperations } from './audit-log.js';
import { authOperations } from './auth.js';
import { certificateOperations } from './certificates.js';
import { diskOperations } from './disks.js';
import { experimentalOperations } from './experimental.js';
import { externalSubnetOperations } from './external-subnets.js';
import { floatingIpOperations } from './floating-ips.js';
import { identityProviderOperations } from './identity-providers.js';
import { imageOperations } from './images.js';
import { instanceOperations } from './instances.js';
import { internetGatewayOperations } from './internet-gateways.js';
import { ipPoolOperations } from './ip-pools.js';
import { metricOperations } from './metrics.js';
import { multicastGroupOperations } from './multicast-groups.js';
import { networkInterfaceOperations } from './network-interfaces.js';
import type { Operation } from './operation.js';
import { policyOperations } from './policies.js';
import { projectOperations } from './projects.js';
import { siloOperations } from './silos.js';
import { snapshotOperations } from './snapshots.js';
import { subnetPoolOperations } from './subnet-pools.js';
import { systemBgpOperations } from './system-bgp.js';
import { systemHardwareOperations } from './system-hardware.js';
import { systemIpPoolOperations } from './system-ip-pools.js';
import { systemNetworkingOperations } from './system-networking.js';
import { systemSwitchPortSettingsOperations } from './system-switch-port-settings.js';
import { systemUpdateOperations } from './system-update.js';
import { userGroupOperations } from './users-groups.js';
import { vpcOperations } from './vpcs.js';

/**
 * The operation table's type, spelled as an intersection of the areas' tables so that the published
 * declarations reference each area instead of restating every schema of the contract (520 KB of `.d.ts`).
 */
type Operations = typeof projectOperations &
  typeof affinityOperations &
  typeof alertOperations &
  typeof auditLogOperations &
  typeof authOperations &
  typeof certificateOperations &
  typeof diskOperations &
  typeof experimentalOperations &
  typeof externalSubnetOperations &
  typeof floatingIpOperations &
  typeof identityProviderOperations &
  typeof imageOperations &
  typeof instanceOperations &
  typeof internetGatewayOperations &
  typeof ipPoolOperations &
  typeof metricOperations &
  typeof multicastGroupOperations &
  typeof networkInterfaceOperations &
  typeof policyOperations &
  typeof siloOperations &
  typeof snapshotOperations &
  typeof subnetPoolOperations &
  typeof systemBgpOperations &
  typeof systemHardwareOperations &
  typeof systemIpPoolOperations &
  typeof systemNetworkingOperations &
  typeof systemSwitchPortSettingsOperations &
  typeof systemUpdateOperations &
  typeof userGroupOperations &
  typeof vpcOperations;

/** Every operation of the platform API that Rack Console speaks, keyed by the platform's operationId. */
export const operations: Operations = {
  ...projectOperations,
  ...affinityOperations,
  ...alertOperations,
  ...auditLogOperations,
  ...authOperations,
  ...certificateOperations,
  ...diskOperations,
  ...experimentalOperations,
  ...externalSubnetOperations,
  ...floatingIpOperations,
  ...identityProviderOperations,
  ...imageOperations,
  ...instanceOperations,
  ...internetGatewayOperations,
  ...ipPoolOperations,
  ...metricOperations,
  ...multicastGroupOperations,
  ...networkInterfaceOperations,
  ...policyOperations,
  ...siloOperations,
  ...snapshotOperations,
  ...subnetPoolOperations,
  ...systemBgpOperations,
  ...systemHardwareOperations,
  ...systemIpPoolOperations,
  ...systemNetworkingOperations,
  ...systemSwitchPortSettingsOperations,
  ...systemUpdateOperations,
  ...userGroupOperations,
  ...vpcOperations,
} satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;

export * from './affinity.js';
export * from './alerts.js';
export * from './audit-log.js';
export * from './auth.js';
export * from './certificates.js';
export * from './disks.js';
export * from './experimental.js';
export * from './external-subnets.js';
export * from './floating-ips.js';
export * from './identity-providers.js';
export * from './images.js';
export * from './instances.js';
export * from './internet-gateways.js';
export * from './ip-pools.js';
export * from './metrics.js';
export * from './multicast-groups.js';
export * from './net.js';
export * from './network-interfaces.js';
export * from './operation.js';
export * from './policies.js';
export * from './projects.js';
export {
  type FieldChange,
  namedSchemas,
  type SchemaHistory,
  schemaHistories,
  schemaName,
} from './registry.js';
export * from './shared.js';
export * from './silos.js';
export * from './snapshots.js';
export * from './subnet-pools.js';
export * from './system-bgp.js';
export * from './system-hardware.js';
export * from './system-ip-pools.js';
export * from './system-networking.js';
export * from './system-switch-port-settings.js';
export * from './system-update.js';
export * from './users-groups.js';
export * from './version.js';
export * from './versioning.js';
export * from './vpcs.js';

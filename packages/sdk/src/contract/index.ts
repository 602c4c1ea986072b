import { affinityOperations } from './affinity';
import { alertOperations } from './alerts';
import { auditLogOperations } from './audit-log';
import { authOperations } from './auth';
import { certificateOperations } from './certificates';
import { diskOperations } from './disks';
import { experimentalOperations } from './experimental';
import { externalSubnetOperations } from './external-subnets';
import { floatingIpOperations } from './floating-ips';
import { identityProviderOperations } from './identity-providers';
import { imageOperations } from './images';
import { instanceOperations } from './instances';
import { internetGatewayOperations } from './internet-gateways';
import { ipPoolOperations } from './ip-pools';
import { metricOperations } from './metrics';
import { multicastGroupOperations } from './multicast-groups';
import { networkInterfaceOperations } from './network-interfaces';
import type { Operation } from './operation';
import { policyOperations } from './policies';
import { projectOperations } from './projects';
import { siloOperations } from './silos';
import { snapshotOperations } from './snapshots';
import { subnetPoolOperations } from './subnet-pools';
import { systemBgpOperations } from './system-bgp';
import { systemHardwareOperations } from './system-hardware';
import { systemIpPoolOperations } from './system-ip-pools';
import { systemNetworkingOperations } from './system-networking';
import { systemSwitchPortSettingsOperations } from './system-switch-port-settings';
import { systemUpdateOperations } from './system-update';
import { userGroupOperations } from './users-groups';
import { vpcOperations } from './vpcs';

/** Every operation of the platform API that Rack Console speaks, keyed by the platform's operationId. */
export const operations = {
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

export * from './affinity';
export * from './alerts';
export * from './audit-log';
export * from './auth';
export * from './certificates';
export * from './disks';
export * from './experimental';
export * from './external-subnets';
export * from './floating-ips';
export * from './identity-providers';
export * from './images';
export * from './instances';
export * from './internet-gateways';
export * from './ip-pools';
export * from './metrics';
export * from './multicast-groups';
export * from './net';
export * from './network-interfaces';
export * from './operation';
export * from './policies';
export * from './projects';
export { namedSchemas, schemaName } from './registry';
export * from './shared';
export * from './silos';
export * from './snapshots';
export * from './subnet-pools';
export * from './system-bgp';
export * from './system-hardware';
export * from './system-ip-pools';
export * from './system-networking';
export * from './system-switch-port-settings';
export * from './system-update';
export * from './users-groups';
export { API_VERSION } from './version';
export * from './vpcs';

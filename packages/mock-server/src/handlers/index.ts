import type { Handlers } from '../runtime/types';
import { affinityHandlers } from './affinity';
import { alertHandlers } from './alerts';
import { auditLogHandlers } from './audit-log';
import { authHandlers } from './auth';
import { certificateHandlers } from './certificates';
import { diskHandlers } from './disks';
import { experimentalHandlers } from './experimental';
import { externalSubnetHandlers } from './external-subnets';
import { floatingIpHandlers } from './floating-ips';
import { identityProviderHandlers } from './identity-providers';
import { imageHandlers } from './images';
import { instanceHandlers } from './instances';
import { internetGatewayHandlers } from './internet-gateways';
import { ipPoolHandlers } from './ip-pools';
import { metricHandlers } from './metrics';
import { multicastGroupHandlers } from './multicast-groups';
import { networkInterfaceHandlers } from './network-interfaces';
import { policyHandlers } from './policies';
import { projectHandlers } from './projects';
import { serialConsoleHandlers } from './serial-console';
import { siloHandlers } from './silos';
import { snapshotHandlers } from './snapshots';
import { subnetPoolHandlers } from './subnet-pools';
import { systemHardwareHandlers } from './system-hardware';
import { systemIpPoolHandlers } from './system-ip-pools';
import { systemNetworkingHandlers } from './system-networking';
import { systemUpdateHandlers } from './system-update';
import { userGroupHandlers } from './users-groups';
import { vpcRouterHandlers } from './vpc-routers';
import { vpcHandlers } from './vpcs';

/** Every operation's handler, from each API area. */
export const handlers: Handlers = {
  ...authHandlers,
  ...projectHandlers,
  ...serialConsoleHandlers,
  ...affinityHandlers,
  ...alertHandlers,
  ...auditLogHandlers,
  ...certificateHandlers,
  ...diskHandlers,
  ...experimentalHandlers,
  ...externalSubnetHandlers,
  ...floatingIpHandlers,
  ...identityProviderHandlers,
  ...imageHandlers,
  ...instanceHandlers,
  ...internetGatewayHandlers,
  ...ipPoolHandlers,
  ...metricHandlers,
  ...multicastGroupHandlers,
  ...networkInterfaceHandlers,
  ...policyHandlers,
  ...siloHandlers,
  ...snapshotHandlers,
  ...subnetPoolHandlers,
  ...systemHardwareHandlers,
  ...systemIpPoolHandlers,
  ...systemNetworkingHandlers,
  ...systemUpdateHandlers,
  ...userGroupHandlers,
  ...vpcRouterHandlers,
  ...vpcHandlers,
};

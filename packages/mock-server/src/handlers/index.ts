import { affinityHandlers } from './affinity';
import { alertDeliveryHandlers } from './alert-deliveries';
import { alertLogHandlers } from './alert-log';
import { alertHandlers } from './alerts';
import { auditLogHandlers } from './audit-log';
import { authHandlers } from './auth';
import { authSettingsHandlers } from './auth-settings';
import { certificateHandlers } from './certificates';
import { diskHandlers } from './disks';
import { experimentalHandlers } from './experimental';
import { externalSubnetHandlers } from './external-subnets';
import { floatingIpHandlers } from './floating-ips';
import { identityProviderHandlers } from './identity-providers';
import { imageHandlers } from './images';
import { instanceAttachmentHandlers } from './instance-attachments';
import { instanceHandlers } from './instances';
import { internetGatewayHandlers } from './internet-gateways';
import { ipPoolHandlers } from './ip-pools';
import { metricHandlers } from './metrics';
import { multicastGroupHandlers } from './multicast-groups';
import { networkInterfaceHandlers } from './network-interfaces';
import { policyHandlers } from './policies';
import { probeHandlers } from './probes';
import { projectHandlers } from './projects';
import { rackMembershipHandlers } from './rack-membership';
import { scimTokenHandlers } from './scim-tokens';
import { serialConsoleHandlers } from './serial-console';
import { siloQuotaHandlers } from './silo-quotas';
import { siloHandlers } from './silos';
import { snapshotHandlers } from './snapshots';
import { subnetPoolHandlers } from './subnet-pools';
import { supportBundleHandlers } from './support-bundles';
import { systemBgpHandlers } from './system-bgp';
import { systemHardwareHandlers } from './system-hardware';
import { systemIpPoolHandlers } from './system-ip-pools';
import { systemNetworkingHandlers } from './system-networking';
import { switchPortSettingsHandlers } from './system-switch-port-settings';
import { systemSwitchHandlers } from './system-switches';
import { systemUpdateHandlers } from './system-update';
import { timeseriesHandlers } from './timeseries';
import type { Handlers } from './types';
import { userGroupHandlers } from './users-groups';
import { firewallHandlers } from './vpc-firewall';
import { vpcRouterHandlers } from './vpc-routers';
import { subnetHandlers } from './vpc-subnets';
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
  ...alertDeliveryHandlers,
  ...alertLogHandlers,
  ...probeHandlers,
  ...rackMembershipHandlers,
  ...supportBundleHandlers,
  ...authSettingsHandlers,
  ...scimTokenHandlers,
  ...instanceAttachmentHandlers,
  ...timeseriesHandlers,
  ...siloQuotaHandlers,
  ...systemSwitchHandlers,
  ...systemBgpHandlers,
  ...switchPortSettingsHandlers,
  ...firewallHandlers,
  ...subnetHandlers,
};

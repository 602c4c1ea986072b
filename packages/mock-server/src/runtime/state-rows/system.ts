// Rows of the system area: hardware, rack networking, BGP, updates, support bundles, alerts, the audit log.
import * as contract from '@rackconsole/sdk/contract';
import { z } from 'zod';
import { type Reference, type RowSchemas, referencesOf } from './row-check';

const id = z.string().min(1);
const time = contract.dateTime();

export const systemRowSchemas = {
  racks: contract.Rack,
  sleds: contract.Sled.extend({ cubby: contract.uint16() }),
  physicalDisks: contract.PhysicalDisk.extend({ slot: contract.int64() }),
  uninitializedSleds: contract.UninitializedSled.extend({ id }),
  unadoptedPhysicalDisks: contract.UnadoptedPhysicalDisk.extend({ id }),
  physicalDiskAdoptionRequests: contract.PhysicalDiskAdoptionRequest,
  switches: contract.Switch.extend({ slot: contract.SwitchSlot }),
  switchPorts: contract.SwitchPort,
  lldpLinkConfigs: contract.LldpLinkConfig.extend({ port_id: id }),
  addressLots: contract.AddressLot,
  addressLotBlocks: contract.AddressLotBlock.extend({ address_lot_id: id }),
  loopbackAddresses: contract.LoopbackAddress.extend({ anycast: z.boolean() }),
  allowList: contract.AllowList.extend({ id }),
  networkingSettings: z.object({
    id,
    inbound_icmp_enabled: z.boolean(),
    external_jumbo_frames_opt_in_enabled: z.boolean(),
  }),
  bgpConfigs: contract.BgpConfig.extend({ bgp_announce_set_id: id }),
  bgpAnnounceSets: contract.BgpAnnounceSet,
  bgpAnnouncements: contract.BgpAnnouncement.extend({ id }),
  bfdSessions: contract.BfdStatus.omit({ state: true }).extend({ id, time_created: time }),
  switchPortSettings: contract.SwitchPortSettings.extend({
    bgp_peers: z.array(contract.BgpPeer.extend({ interface_name: z.string() })),
  }),
  rackMemberships: contract.RackMembershipStatus.extend({ id }),
  tufRepos: contract.TufRepo.extend({ id, name: z.string() }),
  updateState: z.object({
    id: z.literal('fleet'),
    target_release: contract.TargetRelease.nullable(),
    previous_version: z.string().nullable(),
    suspended: z.boolean(),
    contact_support: z.boolean(),
  }),
  updatesTrustRoots: contract.UpdatesTrustRoot,
  supportBundles: contract.SupportBundleInfo.extend({ time_deleted: time.nullable().optional() }),
  alertReceivers: contract.WebhookReceiver.omit({ secrets: true }),
  webhookSecrets: contract.WebhookSecret.extend({ receiver_id: id, secret: z.string() }),
  alerts: z.object({
    id,
    alert_class: z.string(),
    time_created: time,
    payload: z.record(z.string(), z.unknown()).optional(),
    version: contract.uint32().optional(),
  }),
  alertDeliveries: contract.AlertDelivery.extend({ time_created: time }),
  auditLog: contract.AuditLogEntry.extend({ time_created: time }),
} satisfies Partial<RowSchemas>;

export const systemReferences: readonly Reference[] = [
  ...referencesOf('sleds', { rack_id: 'racks' }),
  ...referencesOf('physicalDisks', { sled_id: 'sleds?' }),
  ...referencesOf('uninitializedSleds', { rack_id: 'racks' }),
  ...referencesOf('unadoptedPhysicalDisks', { sled_id: 'sleds' }),
  ...referencesOf('switches', { rack_id: 'racks' }),
  // Not `port_settings_id`: deleting port settings leaves the ports that applied them.
  ...referencesOf('switchPorts', { rack_id: 'racks' }),
  ...referencesOf('lldpLinkConfigs', { port_id: 'switchPorts' }),
  ...referencesOf('addressLotBlocks', { address_lot_id: 'addressLots' }),
  ...referencesOf('loopbackAddresses', { address_lot_block_id: 'addressLotBlocks', rack_id: 'racks' }),
  ...referencesOf('bgpConfigs', { bgp_announce_set_id: 'bgpAnnounceSets' }),
  // Not `address_lot_block_id`: the platform records the set's own id there.
  ...referencesOf('bgpAnnouncements', { announce_set_id: 'bgpAnnounceSets' }),
  ...referencesOf('rackMemberships', { rack_id: 'racks' }),
  ...referencesOf('webhookSecrets', { receiver_id: 'alertReceivers' }),
  ...referencesOf('alertDeliveries', { receiver_id: 'alertReceivers', alert_id: 'alerts' }),
];

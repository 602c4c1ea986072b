import type * as contract from '@rackconsole/sdk/contract';
import type { z } from 'zod';

// Every table of the store and the shape of its rows, in one place: the model reads and writes them through
// `Db.table(name)`, and a saved store is these rows.

/** The wire shape of a contract schema: what a table stores and what a handler returns. */
export type Wire<Schema extends z.ZodType> = z.output<Schema>;

type Role = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer';

export interface RoleAssignmentRow {
  identity_id: string;
  identity_type: 'silo_user' | 'silo_group';
  role_name: Role;
}

/** A policy row: the resource id it governs (`fleet` for the fleet) and its assignments. */
export interface PolicyRow {
  id: string;
  role_assignments: RoleAssignmentRow[];
}

/** Which instance belongs to which group; the id is `<group id>:<instance id>`. */
export interface MemberRow {
  id: string;
  group_id: string;
  instance_id: string;
}

// Child rows of a VPC carry `project_id` (and `vpc_id` where the wire shape lacks it) so that visibility
// checks and the project delete check need no joins.
type InProject = { project_id: string };
type InVpc = InProject & { vpc_id: string };

/** What an external address was allocated for; SNAT addresses are the rack's outbound NAT for an instance. */
export type ExternalIpKind = 'ephemeral' | 'floating' | 'snat';

/** One allocated address, keyed by its canonical text so that an address is never handed out twice. */
export interface ExternalIpRow {
  id: string;
  ip: string;
  ip_pool_id: string;
  ip_pool_range_id: string;
  silo_id: string;
  kind: ExternalIpKind;
}

/** The rack's update state: what it is moving to, from what, and since when. */
export interface UpdateStateRow {
  id: 'fleet';
  target_release: Wire<typeof contract.TargetRelease> | null;
  /** The release the components ran before the current target was set. */
  previous_version: string | null;
  suspended: boolean;
  contact_support: boolean;
}

/** Row types by table name, by area of the model. */
export interface Tables {
  // identity
  silos: Wire<typeof contract.Silo>;
  /** `external_id` is the local login name. */
  users: Wire<typeof contract.User> & { external_id: string };
  groups: Wire<typeof contract.Group>;
  groupMembers: { id: string; group_id: string; user_id: string };
  /** Local users' passwords, by user id. */
  passwords: { id: string; password: string };
  /** Console sessions, keyed by the token the cookie carries. */
  sessions: { id: string; token: string; user_id: string; time_created: string; time_last_used: string };
  /** Device access tokens, keyed by the bearer secret. */
  accessTokens: {
    id: string;
    token: string;
    user_id: string;
    time_created: string;
    time_expires: string | null;
  };
  /** Pending device logins by device code. */
  deviceRequests: {
    id: string;
    user_code: string;
    client_id: string;
    time_expires: string;
    ttl_seconds: number | null;
    confirmed_by: string | null;
    /** When confirmed with a device token: its expiry, which the new token may not outlive. */
    token_expires_by?: string | null;
  };
  fleetPolicy: PolicyRow;
  siloPolicies: PolicyRow;
  projectPolicies: PolicyRow;
  projects: Wire<typeof contract.Project> & { silo_id: string };
  sshKeys: Wire<typeof contract.SshKey>;
  /** Each silo's quotas, keyed by silo id. */
  siloQuotas: Wire<typeof contract.SiloQuotas>;
  /** Each silo's authentication settings, keyed by silo id; a silo without a row has the defaults. */
  siloAuthSettings: Wire<typeof contract.SiloAuthSettings> & { id: string };
  /** SAML identity providers; the metadata document is kept as the platform keeps it, the key pair is not. */
  samlIdentityProviders: Wire<typeof contract.SamlIdentityProvider> & {
    silo_id: string;
    idp_metadata_document: string;
  };
  /** SCIM client tokens; only a SHA-256 of the secret is kept, the secret itself is shown once. */
  scimTokens: Wire<typeof contract.ScimClientBearerToken> & { silo_id: string; token_sha256: string };

  // compute
  /** Instances; transient run states move on by themselves (see compute-lifecycle.ts). */
  instances: Wire<typeof contract.Instance> & {
    /** The sled the instance's VMM runs on; null while it has none (stopped, failed, not yet started). */
    sled_id: string | null;
    /** Run states still to come, each lasting `settings.transitionMs`. */
    pending_states: Wire<typeof contract.InstanceState>[];
    /** When the current run state began counting towards the next pending one. */
    state_clock: string;
    /** The caller's SSH keys given to the instance when it was created. */
    ssh_key_ids: string[];
    /** Base64 cloud-init user data. */
    user_data: string;
  };
  /** Recent serial console output by instance id; the serial console websocket appends to it too. */
  serialConsoles: { id: string; data: number[] };
  /** Instances' ephemeral and SNAT addresses (floating IPs live in the networking area's table). */
  instanceExternalIps: {
    id: string;
    instance_id: string;
    kind: 'ephemeral' | 'snat';
    ip: string;
    ip_pool_id: string;
    first_port?: number;
    last_port?: number;
  };
  networkInterfaces: Wire<typeof contract.InstanceNetworkInterface> & { project_id: string };
  affinityGroups: Wire<typeof contract.AffinityGroup>;
  affinityGroupMembers: MemberRow;
  antiAffinityGroups: Wire<typeof contract.AntiAffinityGroup>;
  antiAffinityGroupMembers: MemberRow;
  /** A probe with what `probe_view` shows of it: its network interface and external addresses. */
  probes: Wire<typeof contract.Probe> & {
    project_id: string;
    interface: Wire<typeof contract.NetworkInterface>;
    external_ips: Wire<typeof contract.ProbeExternalIp>[];
  };

  // storage
  /** Disks; transient states move on by themselves (see compute-lifecycle.ts). */
  disks: Wire<typeof contract.Disk> & {
    /** States still to come, each lasting `settings.transitionMs`. */
    pending_states: Wire<typeof contract.DiskState>[];
    /** When the current state began counting towards the next pending one. */
    state_clock: string;
  };
  /** Snapshots keep the block size of their disk, which disks and images made from them inherit. */
  snapshots: Wire<typeof contract.Snapshot> & { block_size: Wire<typeof contract.BlockSize> };
  /** Project images carry `project_id`; silo images have none and belong to `silo_id`. */
  images: Wire<typeof contract.Image> & { silo_id: string };

  // vpc
  vpcs: Wire<typeof contract.Vpc>;
  vpcSubnets: Wire<typeof contract.VpcSubnet> & InProject;
  vpcRouters: Wire<typeof contract.VpcRouter> & InProject;
  routerRoutes: Wire<typeof contract.RouterRoute> & InVpc;
  vpcFirewallRules: Wire<typeof contract.VpcFirewallRule> & InProject;
  internetGateways: Wire<typeof contract.InternetGateway> & InProject;
  internetGatewayIpPools: Wire<typeof contract.InternetGatewayIpPool> & InVpc;
  internetGatewayIpAddresses: Wire<typeof contract.InternetGatewayIpAddress> & InVpc;
  ipPools: Wire<typeof contract.IpPool>;
  ipPoolRanges: Wire<typeof contract.IpPoolRange>;
  /** Keyed `${ip_pool_id}:${silo_id}`. */
  ipPoolSiloLinks: Wire<typeof contract.IpPoolSiloLink> & { id: string };
  externalIps: ExternalIpRow;
  floatingIps: Wire<typeof contract.FloatingIp>;
  subnetPools: Wire<typeof contract.SubnetPool>;
  subnetPoolMembers: Wire<typeof contract.SubnetPoolMember>;
  /** Keyed `${subnet_pool_id}:${silo_id}`. */
  subnetPoolSiloLinks: Wire<typeof contract.SubnetPoolSiloLink> & { id: string };
  externalSubnets: Wire<typeof contract.ExternalSubnet>;
  multicastGroups: Wire<typeof contract.MulticastGroup>;
  multicastGroupMembers: Wire<typeof contract.MulticastGroupMember>;

  // system
  racks: Wire<typeof contract.Rack>;
  /** `cubby` is the sled's slot in its rack. */
  sleds: Wire<typeof contract.Sled> & { cubby: number };
  physicalDisks: Wire<typeof contract.PhysicalDisk> & { slot: number };
  /** Keyed `<rack id>:<cubby>`. */
  uninitializedSleds: Wire<typeof contract.UninitializedSled> & { id: string };
  /** Disks a sled reports that the control plane has not adopted; keyed by serial. */
  unadoptedPhysicalDisks: Wire<typeof contract.UnadoptedPhysicalDisk> & { id: string };
  physicalDiskAdoptionRequests: Wire<typeof contract.PhysicalDiskAdoptionRequest>;
  switches: Wire<typeof contract.Switch> & { slot: 'switch0' | 'switch1' };
  switchPorts: Wire<typeof contract.SwitchPort>;
  /** Each switch port's LLDP configuration, keyed by the port's id. */
  lldpLinkConfigs: Wire<typeof contract.LldpLinkConfig> & { port_id: string };
  addressLots: Wire<typeof contract.AddressLot>;
  addressLotBlocks: Wire<typeof contract.AddressLotBlock> & { address_lot_id: string };
  /** `anycast` addresses may share an address with other anycast reservations. */
  loopbackAddresses: Wire<typeof contract.LoopbackAddress> & { anycast: boolean };
  /** The one source IP allow list, keyed `allow-list`. */
  allowList: Wire<typeof contract.AllowList> & { id: string };
  /** Fleet-wide networking settings, keyed `fleet`. */
  networkingSettings: {
    id: string;
    inbound_icmp_enabled: boolean;
    external_jumbo_frames_opt_in_enabled: boolean;
  };
  bgpConfigs: Wire<typeof contract.BgpConfig> & { bgp_announce_set_id: string };
  bgpAnnounceSets: Wire<typeof contract.BgpAnnounceSet>;
  /** Keyed `${announce_set_id}:${network}`. */
  bgpAnnouncements: Wire<typeof contract.BgpAnnouncement> & { id: string };
  /** Keyed `${switch_slot}:${peer}`; the state is derived from the session's age when read. */
  bfdSessions: Omit<Wire<typeof contract.BfdStatus>, 'state'> & { id: string; time_created: string };
  /** Each peer remembers the link it runs over, which the wire shape of a peer does not carry. */
  switchPortSettings: Omit<Wire<typeof contract.SwitchPortSettings>, 'bgp_peers'> & {
    bgp_peers: (Wire<typeof contract.BgpPeer> & { interface_name: string })[];
  };
  /** Every membership version of every rack, keyed `<rack id>:<version>`. */
  rackMemberships: Wire<typeof contract.RackMembershipStatus> & { id: string };
  /** Keyed by system version; `name` is an internal key that sorts like the version. */
  tufRepos: Wire<typeof contract.TufRepo> & { id: string; name: string };
  updateState: UpdateStateRow;
  updatesTrustRoots: Wire<typeof contract.UpdatesTrustRoot>;
  /** TLS certificates of each silo's endpoint; the private key is checked, never kept. */
  certificates: Wire<typeof contract.Certificate> & { silo_id: string };
  /** `time_deleted` marks when destruction was requested; the row goes once a transition has passed. */
  supportBundles: Wire<typeof contract.SupportBundleInfo> & { time_deleted?: string | null };
  /** Alert receivers (webhooks); their secrets live in `webhookSecrets`. */
  alertReceivers: Omit<Wire<typeof contract.WebhookReceiver>, 'secrets'>;
  /** Secret values are kept for signing and never shown again after they are added. */
  webhookSecrets: Wire<typeof contract.WebhookSecret> & { receiver_id: string; secret: string };
  /** Alerts the platform raised; deliveries carry them to receivers. */
  /** Alerts the platform raised; deliveries carry them to receivers. */
  alerts: {
    id: string;
    alert_class: string;
    time_created: string;
    /** What the alert says, shaped by its class (and that class's schema `version`). */
    payload?: Record<string, unknown>;
    version?: number;
  };
  /** `time_created` is the start time, for time-and-id ordering. */
  alertDeliveries: Wire<typeof contract.AlertDelivery> & { time_created: string };
  /** `time_created` is the completion time: the log is ordered by when operations finished. */
  auditLog: Wire<typeof contract.AuditLogEntry> & { time_created: string };
}

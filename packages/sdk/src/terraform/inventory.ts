// What an export of a project is made from: the project's objects as the platform lists them.
import type {
  AntiAffinityGroup,
  Disk,
  ExternalIp,
  ExternalSubnet,
  FloatingIp,
  Image,
  Instance,
  InstanceNetworkInterface,
  InternetGateway,
  Project,
  RouterRoute,
  Snapshot,
  SshKey,
  Vpc,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '../generated/api.js';

/** A VPC with what lives in it. */
export interface VpcInventory {
  vpc: Vpc;
  subnets: VpcSubnet[];
  routers: { router: VpcRouter; routes: RouterRoute[] }[];
  internetGateways: InternetGateway[];
  firewallRules: VpcFirewallRule[];
}

/** An instance with what is attached to it. */
export interface InstanceInventory {
  instance: Instance;
  /** The disks attached to it (they are among the project's disks). */
  diskIds: string[];
  networkInterfaces: InstanceNetworkInterface[];
  externalIps: ExternalIp[];
  sshKeys: SshKey[];
  antiAffinityGroupIds: string[];
}

/** What a resource of the project refers to outside it, by id: the names to look it up by. */
export interface OutsideNames {
  /** Silo images (no project) and images of other projects. */
  images: Record<string, { name: string; project?: string }>;
  ipPools: Record<string, string>;
}

/** Everything of one project the provider can manage, as the platform lists it. */
export interface ProjectInventory {
  project: Project;
  vpcs: VpcInventory[];
  instances: InstanceInventory[];
  disks: Disk[];
  snapshots: Snapshot[];
  images: Image[];
  floatingIps: FloatingIp[];
  externalSubnets: ExternalSubnet[];
  antiAffinityGroups: AntiAffinityGroup[];
  outside: OutsideNames;
}

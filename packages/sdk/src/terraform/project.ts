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
import { ProjectExport } from './project-export.js';

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

/** A project and everything in it as one Terraform module, with an `import` block for every resource. */
export function projectToTerraform(inventory: ProjectInventory): string {
  return new ProjectExport(inventory, () => true).write();
}

/** Resources a project's resource page exports: the resource and what lives in it. */
function ownedBy(inventory: ProjectInventory, id: string): Set<string> {
  const ids = new Set([id]);
  for (const { vpc, subnets, routers, internetGateways } of inventory.vpcs) {
    if (vpc.id === id) {
      for (const item of [...subnets, ...internetGateways]) ids.add(item.id);
      for (const { router, routes } of routers) [router, ...routes].forEach((item) => ids.add(item.id));
    }
    for (const { router, routes } of routers)
      if (router.id === id) for (const route of routes) ids.add(route.id);
  }
  return ids;
}

/**
 * One resource of a project (a VPC with its subnets, routers and rules; a router with its routes) as a module
 * of its own: the rest of the project is looked up by name, the resource imported by its id.
 */
export function projectResourceToTerraform(inventory: ProjectInventory, id: string): string {
  const ids = ownedBy(inventory, id);
  return new ProjectExport(inventory, (item) => ids.has(item)).write();
}

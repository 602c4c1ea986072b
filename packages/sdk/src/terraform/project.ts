import type { ProjectInventory } from './inventory.js';
import { ProjectExport } from './project-export.js';

export type { InstanceInventory, OutsideNames, ProjectInventory, VpcInventory } from './inventory.js';

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
      for (const { router, routes } of routers) for (const item of [router, ...routes]) ids.add(item.id);
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
  const exported = new ProjectExport(inventory, (item) => ids.has(item));
  if (!exported.writes(id)) {
    throw new Error(
      `No resource of project ${inventory.project.name} that the provider manages has the id ${id} (a VPC's system router and its routes are the platform's own).`,
    );
  }
  return exported.write();
}

// `@rackconsole/sdk/terraform`: platform objects as Terraform for the vendor's provider (oxidecomputer/oxide).
// A separate entry so that only the scripts and pages that export pay for it.

export { collectProject, collectSystem } from './collect.js';
export { type CreateRequest, createToTerraform, type ImageNames } from './create.js';
export { OXIDE_PROVIDER } from './document.js';
export { hclString } from './hcl.js';
export {
  type InstanceInventory,
  type OutsideNames,
  type ProjectInventory,
  projectResourceToTerraform,
  projectToTerraform,
  type VpcInventory,
} from './project.js';
export { sshKeyToTerraform } from './ssh-key.js';
export { type SystemInventory, systemResourceToTerraform, systemToTerraform } from './system.js';

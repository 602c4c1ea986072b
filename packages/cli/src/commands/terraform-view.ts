import { PlatformCallError } from '@rackconsole/sdk';
import { ApiCallError, CliError, EXIT, UsageError } from '../errors';
import type { Context } from './context';

/** What a `view --format terraform` writes, and where the view's answer holds the item. */
export interface TerraformView {
  /** A project, a project's resource (with what lives in it), a resource of the fleet, an SSH key. */
  writes: 'project' | 'projectResource' | 'system' | 'sshKey';
  /** The answer's field that is the item, when the answer wraps it (an address lot comes with its blocks). */
  itemIn?: string;
}

const writing = (writes: TerraformView['writes'], operationIds: readonly string[]) =>
  operationIds.map((id): [string, TerraformView] => [id, { writes }]);

// The view operations whose item the provider (oxidecomputer/oxide) manages, by operationId, whether the view
// command is hand-written (`silo view`) or generated (`networking-address-lot view`). Their `view` takes
// `--format terraform`; every other command refuses it. Each is written by the SDK's one generator, as the
// console's 'Export as Terraform' and `rackctl export terraform` write it.
const TERRAFORM_VIEWS = new Map<string, TerraformView>([
  ...writing('project', ['project_view']),
  ...writing('projectResource', [
    'instance_view',
    'disk_view',
    'snapshot_view',
    'image_view',
    'vpc_view',
    'vpc_subnet_view',
    'vpc_router_view',
    'vpc_router_route_view',
    'internet_gateway_view',
    'floating_ip_view',
    'external_subnet_view',
    'anti_affinity_group_view',
  ]),
  ...writing('system', [
    'silo_view',
    'saml_identity_provider_view',
    'system_ip_pool_view',
    'system_subnet_pool_view',
    'networking_switch_port_settings_view',
  ]),
  ['networking_address_lot_view', { writes: 'system', itemIn: 'lot' }],
  ...writing('sshKey', ['current_user_ssh_key_view']),
]);

/** What the view command of this operation (by operationId) writes as Terraform, if the provider manages it. */
export const terraformViewOf = (operationId: string): TerraformView | undefined =>
  TERRAFORM_VIEWS.get(operationId);

/**
 * `view --format terraform`: the item a view operation answered, as a module of its own. A project's resource
 * comes with what lives in it (a VPC with its subnets, routers and rules), the rest of the project looked up by
 * name; a resource of the fleet with its ranges, members and silo links, other silos looked up by name.
 */
export async function printViewTerraform(
  ctx: Context,
  view: TerraformView,
  answer: unknown,
  options: { project?: unknown },
): Promise<void> {
  const item = (view.itemIn ? (answer as Record<string, unknown>)[view.itemIn] : answer) as {
    id: string;
    name: string;
  };
  const project = view.writes === 'project' ? item.name : options.project;
  // A silo image has no project: the provider's images are a project's.
  if (view.writes === 'projectResource' && typeof project !== 'string') {
    throw new UsageError('--format terraform writes a resource of a project: give --project.');
  }
  const { host } = await ctx.session();
  // The generator is a separate entry of the SDK: loaded only when this command runs (start-up stays small).
  const terraform = await import('@rackconsole/sdk/terraform');
  // What the platform lists now, read first; a failure to read it is the platform's or the network's.
  let write: () => string;
  try {
    if (view.writes === 'sshKey') {
      const key = await ctx.request('currentUserSshKeyView', { path: { sshKey: item.id } });
      write = () => terraform.sshKeyToTerraform(key);
    } else if (view.writes === 'system') {
      const inventory = await terraform.collectSystem(await ctx.api());
      write = () => terraform.systemResourceToTerraform(inventory, item.id);
    } else {
      const inventory = await terraform.collectProject(await ctx.api(), project as string);
      write = () => terraform.projectResourceToTerraform(inventory, item.id);
    }
  } catch (error) {
    if (error instanceof PlatformCallError) throw new ApiCallError(error);
    throw error instanceof CliError ? error : ctx.unreachable(host, error);
  }
  let text: string;
  try {
    text = write();
  } catch (error) {
    // The generator refuses what the provider does not manage (a system router), or an item deleted since the view.
    throw new CliError((error as Error).message, EXIT.apiError);
  }
  ctx.io.stdout.write(text);
}

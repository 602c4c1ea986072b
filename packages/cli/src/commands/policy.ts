import {
  deleteRole,
  FLEET_ROLES,
  type FleetRoleName,
  type Identity,
  type Policy,
  ROLES,
  type RoleAssignment,
  type RoleName,
  sortIdentities,
  updateRole,
} from '@rackconsole/sdk';
import { Argument, type Command, Option } from 'commander';
import { RefusedError, UsageError } from '../errors';
import type { Io } from '../io';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, calls, noun, withExamples } from './define';
import { pickIdentity, siloIdentities } from './identities';
import { withOptions } from './parse';

interface ScopeOptions {
  project?: string;
  fleet?: boolean;
}

/** Where a policy lives: your silo (default), a project, or the whole fleet. */
interface Scope {
  label: string;
  roles: readonly RoleName[];
  view(ctx: Context): Promise<Policy>;
  update(ctx: Context, policy: Policy): Promise<Policy>;
}

function scopeOf({ project, fleet }: ScopeOptions): Scope {
  if (project) {
    return {
      label: `project ${project}`,
      roles: ROLES,
      view: (ctx) => ctx.request('projectPolicyView', { path: { project } }),
      update: (ctx, policy) => ctx.request('projectPolicyUpdate', { path: { project }, body: policy }),
    };
  }
  if (fleet) {
    return {
      label: 'the fleet',
      roles: FLEET_ROLES,
      view: (ctx) => ctx.request('systemPolicyView'),
      update: (ctx, policy) => ctx.request('systemPolicyUpdate', { body: policy as Policy<FleetRoleName> }),
    };
  }
  return {
    label: 'the silo',
    roles: ROLES,
    view: (ctx) => ctx.request('policyView'),
    update: (ctx, policy) => ctx.request('policyUpdate', { body: policy }),
  };
}

const scopeOptions = () => [
  new Option('-p, --project <project>', "a project's policy instead of the silo's"),
  new Option('--fleet', "the fleet's policy instead of the silo's (fleet admins)").conflicts('project'),
];

interface Row {
  identity: Identity;
  role: RoleName;
}

const columns: Column<Row>[] = [
  { header: 'TYPE', value: (row) => (row.identity.identityType === 'silo_group' ? 'group' : 'user') },
  { header: 'NAME', value: (row) => row.identity.displayName },
  { header: 'ROLE', value: (row) => row.role },
  { header: 'ID', value: (row) => row.identity.id },
];

/** A policy as a table: groups first, then by name, with names looked up from ids. */
async function showPolicy(ctx: Context, policy: Policy, identities?: Identity[]) {
  if (ctx.out.json) return ctx.out.data(policy);
  const known = identities ?? (await siloIdentities(ctx));
  const rows = policy.roleAssignments.map((assignment: RoleAssignment) => ({
    identity: known.find((identity) => identity.id === assignment.identityId) ?? {
      id: assignment.identityId,
      displayName: assignment.identityId,
      identityType: assignment.identityType,
    },
    role: assignment.roleName,
  }));
  const order = sortIdentities(rows.map((row) => row.identity));
  const sorted = order.map((identity) => rows.find((row) => row.identity === identity) as Row);
  ctx.out.list(sorted, columns, { empty: 'No role assignments' });
}

/** `rackctl policy …`: who holds which role on the silo, a project or the fleet. */
export function registerPolicy(program: Command, io: Io): void {
  const policy = noun(program, 'policy', 'View and change role assignments (silo, project or fleet)', [
    'rackctl policy view',
    'rackctl policy add kernel-devs collaborator --project web',
    'rackctl policy remove "Hans Jonas"',
  ]);

  const view = withOptions(policy.command('view').description('Show who holds which role'), scopeOptions());
  withExamples(view, [
    'rackctl policy view',
    'rackctl policy view --project web',
    'rackctl policy view --fleet --json',
  ]);
  calls(view, 'policy_view', 'project_policy_view', 'system_policy_view');
  action<ScopeOptions>(view, io, async (ctx, _args, options) => {
    await showPolicy(ctx, await scopeOf(options).view(ctx));
  });

  const add = withOptions(
    policy
      .command('add')
      .description('Give a user or group a role (replacing the role it had)')
      .argument('<identity>', 'user or group: display name or id')
      .addArgument(
        new Argument('<role>', 'role to give (no limited_collaborator on the fleet)').choices(ROLES),
      ),
    scopeOptions(),
  );
  withExamples(add, [
    'rackctl policy add kernel-devs collaborator --project web',
    'rackctl policy add "Jane Austen" viewer',
    'rackctl policy add admins admin --fleet',
  ]);
  action<ScopeOptions>(add, io, async (ctx, [selector = '', role = ''], options) => {
    const scope = scopeOf(options);
    if (!(scope.roles as readonly string[]).includes(role)) {
      throw new UsageError(`"${role}" is not a role on ${scope.label}; use one of ${scope.roles.join(', ')}`);
    }
    const [current, identities] = await Promise.all([scope.view(ctx), siloIdentities(ctx)]);
    const identity = pickIdentity(identities, selector);
    const assignment = {
      identityId: identity.id,
      identityType: identity.identityType,
      roleName: role as RoleName,
    };
    const updated = await scope.update(ctx, updateRole(assignment, current));
    ctx.out.note(`Gave ${identity.displayName} the ${role} role on ${scope.label}`);
    await showPolicy(ctx, updated, identities);
  });

  const remove = withOptions(
    policy
      .command('remove')
      .description("Take a user's or group's role away")
      .argument('<identity>', 'user or group: display name or id'),
    scopeOptions(),
  );
  withExamples(remove, [
    'rackctl policy remove "Hans Jonas"',
    'rackctl policy remove kernel-devs --project web',
  ]);
  action<ScopeOptions>(remove, io, async (ctx, [selector = ''], options) => {
    const scope = scopeOf(options);
    const [current, identities] = await Promise.all([scope.view(ctx), siloIdentities(ctx)]);
    const identity = pickIdentity(identities, selector);
    if (!current.roleAssignments.some((assignment) => assignment.identityId === identity.id)) {
      throw new RefusedError(`${identity.displayName} has no role on ${scope.label}`);
    }
    const updated = await scope.update(ctx, deleteRole(identity.id, current));
    ctx.out.note(`Removed the role of ${identity.displayName} on ${scope.label}`);
    await showPolicy(ctx, updated, identities);
  });
}

import type { Group, User } from '@rackconsole/sdk';
import type { Command } from 'commander';
import { RefusedError } from '../errors';
import type { Io } from '../io';
import { ago, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, calls, noun, withExamples } from './define';
import { groupId } from './identities';
import { isUuid } from './lookups';
import { type ListOptions, listOptions, withOptions } from './parse';

// Users and groups are shown alike: both are a silo's principals, named by a display name.

const principalColumns: Column<User | Group>[] = [
  { header: 'NAME', value: (principal) => principal.displayName },
  { header: 'ID', value: (principal) => principal.id },
  { header: 'CREATED', value: (principal) => ago(principal.timeCreated) },
];

const principalFields = (principal: User | Group): Fields => [
  ['Name', principal.displayName],
  ['ID', principal.id],
  ['Silo', principal.siloId],
  ['Created', when(principal.timeCreated)],
];

/** `rackctl user …`: the users of your silo. */
export function registerUser(program: Command, io: Io): void {
  const user = noun(program, 'user', 'List and show the users of your silo', [
    'rackctl user list',
    'rackctl user list --group admins',
  ]);

  const list = withOptions(
    user.command('list').description('List users, optionally only the members of a group'),
    listOptions(),
  );
  list.option('--group <group>', 'only members of this group (name or id)');
  withExamples(list, ['rackctl user list', 'rackctl user list --group kernel-devs --json']);
  calls(list, 'user_list', 'group_list');
  action<ListOptions & { group?: string }>(list, io, async (ctx, _args, options) => {
    const query = options.group ? { group: await groupId(ctx, options.group) } : {};
    const { items, more } = await ctx.list('userList', { query }, options);
    ctx.out.list(items, principalColumns, { empty: 'No users', more });
  });

  const view = user.command('view').description('Show a user').argument('<user>', 'user id or display name');
  withExamples(view, [
    'rackctl user view 1c0a4f1e-2b2f-4c7a-8a10-000000000001',
    'rackctl user view "Hannah Arendt"',
  ]);
  calls(view, 'user_view', 'user_list');
  action(view, io, async (ctx, [selector = '']) => {
    const found = isUuid(selector)
      ? await ctx.request('userView', { path: { userId: selector } })
      : (await ctx.list('userList', {}, { all: true })).items.find((item) => item.displayName === selector);
    if (!found) throw new RefusedError(`No user is called "${selector}"`);
    ctx.out.view(found, principalFields(found));
  });
}

/** `rackctl group …`: the groups of your silo. */
export function registerGroup(program: Command, io: Io): void {
  const group = noun(program, 'group', 'List and show the groups of your silo', [
    'rackctl group list',
    'rackctl group view admins',
  ]);

  const list = withOptions(group.command('list').description('List groups'), listOptions());
  withExamples(list, ['rackctl group list']);
  calls(list, 'group_list');
  action<ListOptions>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('groupList', {}, options);
    ctx.out.list(items, principalColumns, { empty: 'No groups', more });
  });

  const view = group.command('view').description('Show a group').argument('<group>', 'group name or id');
  withExamples(view, ['rackctl group view admins']);
  calls(view, 'group_view', 'group_list');
  action(view, io, async (ctx, [selector = '']) => {
    const found = await ctx.request('groupView', {
      path: { groupId: isUuid(selector) ? selector : await groupId(ctx, selector) },
    });
    ctx.out.view(found, principalFields(found));
  });
}

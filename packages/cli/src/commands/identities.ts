import type { Group, Identity, User } from '@rackconsole/sdk';
import { RefusedError, UsageError } from '../errors';
import type { Context } from './context';

/** Every user and group of the caller's silo, as policy tables and pickers name them. */
export async function siloIdentities(ctx: Context): Promise<Identity[]> {
  const [users, groups] = await Promise.all([
    ctx.list('userList', {}, { all: true }),
    ctx.list('groupList', {}, { all: true }),
  ]);
  return [
    ...groups.items.map((group: Group) => ({
      id: group.id,
      displayName: group.displayName,
      identityType: 'silo_group' as const,
    })),
    ...users.items.map((user: User) => ({
      id: user.id,
      displayName: user.displayName,
      identityType: 'silo_user' as const,
    })),
  ];
}

/** A user or group by id or by display name; a name both a user and a group carry must be given as an id. */
export function pickIdentity(identities: readonly Identity[], selector: string): Identity {
  const byId = identities.find((identity) => identity.id === selector);
  if (byId) return byId;
  const named = identities.filter((identity) => identity.displayName === selector);
  if (named.length > 1)
    throw new UsageError(`"${selector}" names more than one user or group; give its id instead`);
  const [found] = named;
  if (!found) throw new RefusedError(`No user or group is called "${selector}"`);
  return found;
}

/** A group's id from its id or display name. */
export async function groupId(ctx: Context, selector: string): Promise<string> {
  const { items } = await ctx.list('groupList', {}, { all: true });
  const found = items.find((group) => group.id === selector || group.displayName === selector);
  if (!found) throw new RefusedError(`No group is called "${selector}"`);
  return found.id;
}

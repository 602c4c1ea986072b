import { toPlatformError } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import { readCredentials, writeCredentials } from '../config/credentials';
import { AuthNeededError, UsageError } from '../errors';
import type { Io } from '../io';
import type { Context } from './context';
import { action, withExamples } from './define';

/** One profile as `auth status` shows it: its host, whether it is in use, and who its token is, checked live. */
interface ProfileCheck {
  name: string;
  host: string;
  active: boolean;
  /** The user the token belongs to, when the platform accepted it. */
  user: string | null;
  /** Why the check failed (expired token, unreachable host…), when it did. */
  problem: string | null;
}

/** Checks every stored profile's token with the platform, all at once. */
export async function checkProfiles(ctx: Context, active: string | undefined): Promise<ProfileCheck[]> {
  const file = await readCredentials(ctx.credentialsPath);
  return Promise.all(
    Object.entries(file.profiles).map(async ([name, credential]): Promise<ProfileCheck> => {
      const base = { name, host: credential.host, active: name === active };
      try {
        const result = await (await ctx.client(credential.host, credential.token)).currentUserView();
        if (result.type === 'success') {
          return {
            ...base,
            user: `${result.data.displayName} (silo ${result.data.siloName})`,
            problem: null,
          };
        }
        const problem =
          result.type === 'client_error'
            ? `HTTP ${result.statusCode}`
            : toPlatformError(result, 'currentUserView').message;
        return { ...base, user: null, problem };
      } catch (error) {
        return { ...base, user: null, problem: ctx.unreachable(credential.host, error).message };
      }
    }),
  );
}

/** The profiles' checks as a table under `auth status`. */
export function showProfiles(ctx: Context, profiles: readonly ProfileCheck[]): void {
  if (profiles.length === 0) return;
  ctx.io.stdout.write('\n');
  ctx.out.list(
    profiles,
    [
      { header: '', value: (profile) => (profile.active ? '*' : '') },
      { header: 'PROFILE', value: (profile) => profile.name },
      { header: 'HOST', value: (profile) => profile.host },
      {
        header: 'STATUS',
        value: (profile) => profile.user ?? `not logged in: ${profile.problem}`,
        flexible: true,
      },
    ],
    {},
  );
}

/** `auth logout --all`: forgets every profile. */
export async function logoutAll(ctx: Context): Promise<void> {
  const file = await readCredentials(ctx.credentialsPath);
  const names = Object.keys(file.profiles);
  if (names.length === 0) throw new AuthNeededError('Not logged in to any profile');
  await writeCredentials(ctx.credentialsPath, { profiles: {} });
  ctx.out.note(`Logged out of ${names.length} profile(s): ${names.join(', ')}.`);
  if (ctx.io.env.RACK_TOKEN) ctx.out.note('RACK_TOKEN is still set and will still be used.');
}

/** `auth switch` and `auth token`. */
export function registerProfileCommands(auth: Command, io: Io): void {
  const switchCommand = auth
    .command('switch')
    .description('Make a profile the one used when --profile is not given')
    .argument('<profile>', 'the profile to use from now on');
  withExamples(switchCommand, ['rackctl auth switch staging', 'rackctl auth switch default']);
  action(switchCommand, io, async (ctx, [name = '']) => {
    const file = await readCredentials(ctx.credentialsPath);
    const credential = file.profiles[name];
    if (!credential) {
      const known = Object.keys(file.profiles);
      throw new UsageError(
        `No profile "${name}"`,
        known.length > 0 ? `Profiles: ${known.join(', ')}.` : 'Log in first with `rackctl auth login`.',
      );
    }
    await writeCredentials(ctx.credentialsPath, { ...file, current: name });
    ctx.out.note(`Switched to profile "${name}" (${credential.host}).`);
  });

  const tokenCommand = auth
    .command('token')
    .description("Print the current profile's access token (or RACK_TOKEN's), for scripts and other tools")
    .addOption(new Option('--host-only', 'print the host instead of the token'));
  withExamples(tokenCommand, [
    'curl -H "Authorization: Bearer $(rackctl auth token)" "$(rackctl auth token --host-only)/v1/me"',
    'rackctl --profile staging auth token',
  ]);
  action<{ hostOnly?: boolean }>(tokenCommand, io, async (ctx, _args, { hostOnly }) => {
    const session = await ctx.session();
    ctx.io.stdout.write(`${hostOnly ? session.host : session.token}\n`);
  });
}

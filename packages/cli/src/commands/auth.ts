import { type CurrentUser, toPlatformError } from '@rackconsole/sdk';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { openBrowser } from '../auth/browser';
import { DEFAULT_POLL_SECONDS, deviceLogin, verificationUrl } from '../auth/device-flow';
import { normalizeHost } from '../auth/host';
import { activeProfile, type Credential, readCredentials, writeCredentials } from '../config/credentials';
import { ApiCallError, AuthNeededError, CliError, UsageError } from '../errors';
import { readTextInput } from '../input';
import type { Io } from '../io';
import { startProgress } from '../output/spinner';
import { checkProfiles, logoutAll, registerProfileCommands, showProfiles } from './auth-profiles';
import type { Context } from './context';
import { action, noun, withExamples } from './define';

interface LoginOptions {
  host?: string;
  consoleUrl?: string;
  token?: string;
  browser?: boolean;
  pollInterval?: number;
}

/** Who a token belongs to; a rejected token is an auth error (exit 3), anything else an API error. */
async function whoAmI(ctx: Context, host: string, token: string): Promise<CurrentUser> {
  const api = await ctx.client(host, token);
  const result = await api.currentUserView().catch((error: unknown) => {
    throw ctx.unreachable(host, error);
  });
  if (result.type === 'success') return result.data;
  const failure = toPlatformError(result, 'currentUserView', () => {});
  if (failure.statusCode === 401) {
    throw new AuthNeededError(
      `${host} did not accept the token`,
      'Check the token, or log in with the device flow.',
    );
  }
  throw new ApiCallError(failure);
}

async function deviceToken(ctx: Context, host: string, options: LoginOptions): Promise<string> {
  const { io, out } = ctx;
  const url = verificationUrl(options.consoleUrl ? normalizeHost(options.consoleUrl) : host);
  let progress: ReturnType<typeof startProgress> | undefined;
  try {
    const grant = await deviceLogin(await ctx.client(host), {
      pollSeconds: options.pollInterval,
      onCode: async ({ userCode }) => {
        out.note(`To log in, open ${out.errStyle.bold(url)} in a browser and enter the code:\n`);
        out.note(`    ${out.errStyle.bold(userCode)}\n`);
        if (options.browser && !(await openBrowser(url, io.env))) {
          out.note('Could not open a browser; open the address above yourself.');
        }
        progress = startProgress(
          io.stderr,
          'Waiting for the code to be confirmed in the console (Ctrl-C to cancel)',
        );
      },
    });
    return grant.accessToken;
  } catch (error) {
    throw error instanceof CliError ? error : ctx.unreachable(host, error);
  } finally {
    progress?.stop();
  }
}

/** Reads a token given as `-` from standard input. */
async function tokenFrom(value: string, io: Io): Promise<string> {
  const token = (value === '-' ? await readTextInput('-', 'token', io.stdin) : value).trim();
  if (!token) throw new UsageError('The token is empty');
  return token;
}

/** `rackctl auth login`: the device flow, or a token given on the command line. */
async function login(ctx: Context, options: LoginOptions): Promise<void> {
  const file = await readCredentials(ctx.credentialsPath);
  const profileName = activeProfile(file, ctx.globals.profile);
  const given = options.host ?? ctx.io.env.RACK_HOST ?? file.profiles[profileName]?.host;
  if (!given)
    throw new UsageError(
      'Which platform? Give its URL with --host',
      'e.g. rackctl auth login --host https://rack.example.com',
    );
  const host = normalizeHost(given);
  const token = options.token
    ? await tokenFrom(options.token, ctx.io)
    : await deviceToken(ctx, host, options);
  const user = await whoAmI(ctx, host, token);
  const credential: Credential = {
    host,
    token,
    user: { id: user.id, displayName: user.displayName, siloName: user.siloName },
    loggedInAt: new Date().toISOString(),
  };
  file.profiles[profileName] = credential;
  await writeCredentials(ctx.credentialsPath, file);
  ctx.out.note(
    `Logged in to ${host} as ${user.displayName} (silo ${user.siloName}), profile "${profileName}".`,
  );
  if (ctx.out.json) ctx.out.data({ profile: profileName, host, user });
}

/** `rackctl auth status`: who the current credentials belong to, checked with the platform. */
async function status(ctx: Context): Promise<void> {
  const session = await ctx.session();
  const user = await ctx.request('currentUserView');
  const profiles = await checkProfiles(ctx, session.profile);
  if (ctx.out.json) {
    ctx.out.data({
      host: session.host,
      profile: session.profile ?? null,
      source: session.source,
      user,
      profiles,
    });
    return;
  }
  ctx.out.view(user, [
    ['Host', session.host],
    [
      'Credentials',
      session.source === 'environment'
        ? 'RACK_TOKEN'
        : `profile "${session.profile}" in ${ctx.credentialsPath}`,
    ],
    ['User', `${user.displayName} (${user.id})`],
    ['Silo', user.siloName],
    ['Silo admin', user.siloAdmin ? 'yes' : 'no'],
    ['Fleet viewer', user.fleetViewer ? 'yes' : 'no'],
  ]);
  showProfiles(ctx, profiles);
}

/** `rackctl auth logout`: forgets a profile's token. */
async function logout(ctx: Context): Promise<void> {
  const file = await readCredentials(ctx.credentialsPath);
  const profileName = activeProfile(file, ctx.globals.profile);
  const credential = file.profiles[profileName];
  if (!credential) throw new AuthNeededError(`Not logged in (profile "${profileName}")`);
  delete file.profiles[profileName];
  if (file.current === profileName) delete file.current;
  await writeCredentials(ctx.credentialsPath, file);
  ctx.out.note(`Logged out of ${credential.host} (profile "${profileName}").`);
  if (ctx.io.env.RACK_TOKEN) ctx.out.note('RACK_TOKEN is still set and will still be used.');
}

/** `rackctl auth …`: log in with the device flow or a token, see who you are, log out. */
export function registerAuth(program: Command, io: Io): void {
  const auth = noun(program, 'auth', 'Log in to a platform, check who you are, log out', [
    'rackctl auth login --host https://rack.example.com',
    'rackctl auth status',
  ]);

  const loginCommand = auth
    .command('login')
    .description(
      'Log in: shows a code to confirm in the console (device flow), or stores a token given with --token',
    )
    .option('--host <url>', "URL of the platform (default: RACK_HOST, or the profile's host)")
    .option('--token <token>', 'log in with this access token instead ("-" reads it from stdin)')
    .option('--console-url <url>', 'where the console is served, when not at the host (development setups)')
    .addOption(new Option('--browser', 'open the verification page in a browser').conflicts('token'))
    .addOption(
      new Option('--poll-interval <seconds>', 'seconds between checks for confirmation')
        .default(DEFAULT_POLL_SECONDS)
        .argParser((value) => {
          const seconds = Number(value);
          if (!(seconds > 0 && seconds <= 60))
            throw new InvalidArgumentError('Must be more than 0 and at most 60.');
          return seconds;
        }),
    );
  withExamples(loginCommand, [
    'rackctl auth login --host https://rack.example.com',
    'rackctl auth login --host https://rack.example.com --browser',
    'rackctl --profile staging auth login --host https://staging.rack.example.com',
    'echo "$TOKEN" | rackctl auth login --host https://rack.example.com --token -',
  ]);
  action<LoginOptions>(loginCommand, io, (ctx, _args, options) => login(ctx, options));

  const statusCommand = auth
    .command('status')
    .description('Show the host and user of the current credentials');
  withExamples(statusCommand, ['rackctl auth status', 'rackctl --profile staging auth status --json']);
  action(statusCommand, io, (ctx) => status(ctx));

  const logoutCommand = auth
    .command('logout')
    .description("Forget the current profile's token (every profile's with --all)")
    .option('--all', 'forget every profile');
  withExamples(logoutCommand, [
    'rackctl auth logout',
    'rackctl --profile staging auth logout',
    'rackctl auth logout --all',
  ]);
  action<{ all?: boolean }>(logoutCommand, io, (ctx, _args, { all }) => (all ? logoutAll(ctx) : logout(ctx)));
  registerProfileCommands(auth, io);
}

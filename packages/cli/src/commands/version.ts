import { API_VERSION, compareApiVersions, OLDEST_API_VERSION } from '@rackconsole/sdk';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { version } from '../../package.json';
import { AuthNeededError } from '../errors';
import type { Io } from '../io';
import { action, withExamples } from './define';

/** `--api-version`: a platform API version rackctl can speak, older than its own for an older platform. */
export function apiVersionOption(): Option {
  return new Option(
    '--api-version <version>',
    `speak this platform API version instead of rackctl's own (${API_VERSION}), for an older platform`,
  )
    .env('RACK_API_VERSION')
    .argParser((value: string) => {
      const known =
        /^\d+\.\d+\.\d+$/.test(value) &&
        compareApiVersions(value, OLDEST_API_VERSION) >= 0 &&
        compareApiVersions(value, API_VERSION) <= 0;
      if (!known)
        throw new InvalidArgumentError(`Give a version from ${OLDEST_API_VERSION} to ${API_VERSION}.`);
      return value;
    });
}

/** `rackctl version`: rackctl's own version, the API version it speaks, and the one the platform speaks. */
export function registerVersion(program: Command, io: Io): void {
  const command = withExamples(
    program
      .command('version')
      .description('Show the versions of rackctl and of the platform API it and the platform speak'),
    ['rackctl version', 'rackctl version --json'],
  );
  action(command, io, async (ctx) => {
    const spoken = ctx.globals.apiVersion ?? API_VERSION;
    let host: string | undefined;
    let server: string | undefined;
    try {
      host = (await ctx.session()).host;
      await ctx.request('ping');
      server = ctx.serverVersion.current;
    } catch (error) {
      // Without a login rackctl still knows its own versions; anything else is a real failure to report.
      if (!(error instanceof AuthNeededError)) throw error;
    }
    ctx.out.view(
      { client: version, clientApiVersion: spoken, host: host ?? null, serverApiVersion: server ?? null },
      [
        ['rackctl', version],
        ['Client API version', spoken],
        ['Host', host ?? 'not logged in'],
        [
          'Server API version',
          server ?? (host ? 'not named by the server' : 'unknown: run `rackctl auth login`'),
        ],
      ],
    );
  });
}

import { API_VERSION } from '@rackconsole/sdk';
import type { Command } from 'commander';
import { AuthNeededError } from '../errors';
import type { Io } from '../io';
import { VERSION } from '../version';
import { action, withExamples } from './define';

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
      { client: VERSION, clientApiVersion: spoken, host: host ?? null, serverApiVersion: server ?? null },
      [
        ['rackctl', VERSION],
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

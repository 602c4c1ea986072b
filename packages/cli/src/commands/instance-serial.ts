import { clientHeaders, instanceCan } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import { AuthNeededError, RefusedError } from '../errors';
import type { Io } from '../io';
import type { Context } from './context';
import { action, withExamples } from './define';
import { integerArg, projectOption, withOptions } from './parse';
import { requireState } from './rules';

/** Ctrl-]: ends an interactive session, as in telnet; every other key goes to the instance. */
const ESCAPE_BYTE = 0x1d;
/** With piped input, the session ends once input is done and the console has been quiet this long. */
const QUIET_MS = 1000;
/** How much recent output `--tail` prints, and an interactive session replays, by default. */
const DEFAULT_BYTES = 16 * 1024;

interface SerialOptions {
  project: string;
  tail?: boolean;
  bytes: number;
}

/** The websocket address of an instance's serial console stream. */
function streamUrl(host: string, instance: string, project: string, bytes: number): URL {
  const url = new URL(`/v1/instances/${encodeURIComponent(instance)}/serial-console/stream`, host);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('project', project);
  url.searchParams.set('most_recent', String(bytes));
  return url;
}

/** `--tail`: the most recent output, printed once. */
async function tail(ctx: Context, instance: string, { project, bytes }: SerialOptions): Promise<void> {
  const output = await ctx.request('instanceSerialConsole', {
    path: { instance },
    query: { project, mostRecent: bytes },
  });
  if (ctx.out.json) ctx.out.data(output);
  else ctx.io.stdout.write(Uint8Array.from(output.data));
}

/**
 * An interactive session over the console's websocket. On a terminal, stdin goes raw so every key (Ctrl-C
 * included) reaches the instance, and Ctrl-] quits. Piped input is sent as it comes; the session then ends
 * once the console has been quiet for a second.
 */
async function interactive(ctx: Context, instance: string, { project, bytes }: SerialOptions): Promise<void> {
  const { host, token } = await ctx.session();
  const { default: WebSocket } = await import('ws');
  const { stdin, stdout } = ctx.io;
  const headers = Object.fromEntries(clientHeaders({ token }));
  const { tls, timeoutSeconds } = await ctx.http();
  const socket = new WebSocket(streamUrl(host, instance, project, bytes), {
    headers,
    ...tls,
    ...(timeoutSeconds > 0 ? { handshakeTimeout: timeoutSeconds * 1000 } : {}),
  });
  const terminal = stdin.isTTY === true && typeof stdin.setRawMode === 'function';

  await new Promise<void>((resolve, reject) => {
    let quietTimer: NodeJS.Timeout | undefined;
    let inputDone = false;
    const armQuietTimer = () => {
      if (!inputDone) return;
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => socket.close(), QUIET_MS);
    };
    const onInput = (chunk: Buffer | string) => {
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const quitAt = terminal ? data.indexOf(ESCAPE_BYTE) : -1;
      if (quitAt >= 0) {
        if (quitAt > 0) socket.send(data.subarray(0, quitAt));
        socket.close();
        return;
      }
      socket.send(data);
    };
    const onInputEnd = () => {
      inputDone = true;
      armQuietTimer();
    };
    const cleanUp = () => {
      clearTimeout(quietTimer);
      stdin.off('data', onInput);
      stdin.off('end', onInputEnd);
      if (terminal) stdin.setRawMode?.(false);
      stdin.pause();
    };

    socket.on('unexpected-response', (_request, response) => {
      cleanUp();
      const status = response.statusCode ?? 0;
      response.resume();
      socket.terminate();
      if (status === 401) {
        reject(
          new AuthNeededError(
            `${host} did not accept the token`,
            `Run \`rackctl auth login --host ${host}\`.`,
          ),
        );
      } else {
        reject(
          new RefusedError(
            `The serial console refused the connection (HTTP ${status} ${response.statusMessage ?? ''})`.trim(),
          ),
        );
      }
    });
    socket.on('error', (error) => {
      cleanUp();
      reject(ctx.unreachable(host, error));
    });
    socket.on('open', () => {
      if (terminal) {
        ctx.out.note(`Connected to the serial console of ${instance}. Press Ctrl-] to quit.`);
        stdin.setRawMode?.(true);
      }
      stdin.on('data', onInput);
      stdin.on('end', onInputEnd);
      stdin.resume();
    });
    socket.on('message', (data: Buffer) => {
      stdout.write(data);
      armQuietTimer();
    });
    socket.on('close', () => {
      cleanUp();
      if (terminal) ctx.out.note('\r\nDisconnected.');
      resolve();
    });
  });
}

/** `rackctl instance serial`: the serial console, interactive or `--tail`. */
export function registerInstanceSerial(instance: Command, io: Io): void {
  const serial = withOptions(
    instance
      .command('serial')
      .description(
        'Connect to the serial console of a running instance (Ctrl-] quits), or print its recent output',
      )
      .argument('<instance>', 'instance name or id'),
    [
      projectOption(),
      new Option('--tail', 'print the most recent output and exit instead of connecting'),
      new Option('--bytes <n>', 'how much recent output to print or replay')
        .default(DEFAULT_BYTES)
        .argParser(integerArg(1)),
    ],
  );
  withExamples(serial, [
    'rackctl instance serial web-1 --project web',
    'rackctl instance serial web-1 --project web --tail --bytes 4096',
    'printf "uname -a\\r" | rackctl instance serial web-1 --project web',
  ]);
  action<SerialOptions>(serial, io, async (ctx, [selector = ''], options) => {
    const found = await ctx.request('instanceView', {
      path: { instance: selector },
      query: { project: options.project },
    });
    requireState(
      instanceCan.serialConsole,
      found,
      found.runState,
      `connect to the serial console of ${found.name}`,
    );
    if (options.tail) await tail(ctx, selector, options);
    else await interactive(ctx, selector, options);
  });
}

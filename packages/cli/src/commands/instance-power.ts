import {
  camelToSnake,
  type Instance,
  type InstanceAction,
  type InstanceRunState,
  instanceCan,
} from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import { RefusedError } from '../errors';
import type { Io } from '../io';
import { startProgress } from '../output/spinner';
import type { Context } from './context';
import { action, calls, withExamples } from './define';
import { projectOption, withOptions } from './parse';
import { RESOURCES } from './resources';
import { requireState } from './rules';

/** How long `--wait` waits when `--timeout` is not given. */
const DEFAULT_WAIT_SECONDS = 600;

/** How long `--wait` waits: the global --timeout when given (0: no bound); each poll keeps its own bound. */
export const waitSeconds = (ctx: Context): number => ctx.globals.timeout ?? DEFAULT_WAIT_SECONDS;

/** How often `--wait` looks at the instance. */
const POLL_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls an instance until it reaches `target`, with a spinner on a terminal. Ending up failed (when that is not
 * the target) or running out of time is an error (exit 1).
 */
export async function waitForRunState(
  ctx: Context,
  instance: Instance,
  target: InstanceRunState,
  timeoutSeconds: number,
): Promise<Instance> {
  const deadline = timeoutSeconds > 0 ? Date.now() + timeoutSeconds * 1000 : Number.POSITIVE_INFINITY;
  const message = (state: string) => `Waiting for instance ${instance.name} to be ${target} (it is ${state})`;
  const progress = startProgress(ctx.io.stderr, message(instance.runState));
  let current = instance;
  try {
    while (current.runState !== target) {
      if (current.runState === 'failed') throw new RefusedError(`Instance ${instance.name} failed`);
      if (Date.now() >= deadline) {
        throw new RefusedError(
          `Timed out after ${timeoutSeconds}s waiting for instance ${instance.name} to be ${target} (it is ${current.runState})`,
        );
      }
      await sleep(POLL_MS);
      current = await ctx.request('instanceView', { path: { instance: instance.id }, query: {} });
      if (current.runState !== target) progress.update(message(current.runState));
    }
  } finally {
    progress.stop();
  }
  return current;
}

interface PowerVerb {
  verb: 'start' | 'stop' | 'reboot';
  action: InstanceAction;
  operation: 'instanceStart' | 'instanceStop' | 'instanceReboot';
  description: string;
  doing: string;
  /** The state `--wait` waits for. */
  settled: InstanceRunState;
}

const VERBS: PowerVerb[] = [
  {
    verb: 'start',
    action: 'start',
    operation: 'instanceStart',
    description: 'Start a stopped or failed instance',
    doing: 'Starting',
    settled: 'running',
  },
  {
    verb: 'stop',
    action: 'stop',
    operation: 'instanceStop',
    description: 'Stop a running instance',
    doing: 'Stopping',
    settled: 'stopped',
  },
  {
    verb: 'reboot',
    action: 'reboot',
    operation: 'instanceReboot',
    description: 'Reboot a running instance',
    doing: 'Rebooting',
    settled: 'running',
  },
];

/** `rackctl instance start|stop|reboot`, checked against the SDK's state table, with `--wait`. */
export function registerInstancePower(instance: Command, io: Io): void {
  for (const { verb, action: rule, operation, description, doing, settled } of VERBS) {
    const command = withOptions(
      instance.command(verb).description(description).argument('<instance>', 'instance name or id'),
      [
        projectOption(),
        new Option(
          '--wait',
          `wait until the instance is ${settled} (a spinner shows progress on a terminal)`,
        ),
      ],
    );
    withExamples(command, [
      `rackctl instance ${verb} web-1 --project web`,
      `rackctl instance ${verb} web-1 --project web --wait`,
    ]);
    calls(command, camelToSnake(operation), 'instance_view');
    action<{ project: string; wait?: boolean }>(
      command,
      io,
      async (ctx, [selector = ''], { project, wait }) => {
        const target = { path: { instance: selector }, query: { project } };
        const found = await ctx.request('instanceView', target);
        requireState(instanceCan[rule], found, found.runState, `${verb} instance ${found.name}`);
        const changed = await ctx.request(operation, target);
        ctx.out.note(`${doing} instance ${changed.name}`);
        const shown = wait ? await waitForRunState(ctx, changed, settled, waitSeconds(ctx)) : changed;
        ctx.out.view(shown, RESOURCES.instance.fields(ctx, shown));
      },
    );
  }
}

import type { Alert } from '@rackconsole/sdk';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { Io } from '../io';
import { when } from '../output/format';
import { type Resource, registerResource, type Values } from './resource';

/** `--since`/`--until`: an ISO-8601 time (a date alone means its midnight UTC). */
function timeArg(value: string): Date {
  const time = new Date(value);
  if (Number.isNaN(time.getTime()))
    throw new InvalidArgumentError('Give a time such as 2026-08-14T09:00:00Z or 2026-08-14.');
  return time;
}

/** `--class`: an alert class, or a glob of one (`*` one segment, `**` any number). */
function alertClassArg(value: string): string {
  if (!/^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/.test(value))
    throw new InvalidArgumentError(
      'Give an alert class such as hardware.sled.fault, or a glob such as hardware.**.',
    );
  return value;
}

/** The alert log filters list takes; view names the alert by id alone. */
const alertLogScope = {
  options: (verb: string) =>
    verb === 'list'
      ? [
          new Option(
            '--class <glob>',
            'only alerts of this class, or of the classes a glob matches',
          ).argParser(alertClassArg),
          new Option('--since <time>', 'only alerts raised at or after this time').argParser(timeArg),
          new Option('--until <time>', 'only alerts raised at or before this time').argParser(timeArg),
        ]
      : [],
  query: (options: Values) => {
    const query = { alertClass: options.class, startTime: options.since, endTime: options.until };
    return Object.values(query).some((value) => value !== undefined) ? query : undefined;
  },
};

const alertResource: Resource<Alert> = {
  noun: 'alert',
  title: 'alert',
  description:
    'Read the alert log: what the rack alerted on (fleet operators; platform API 2026081400 or later)',
  examples: ['rackctl alert list --class "hardware.**" --since 2026-08-14', 'rackctl alert view <alert-id>'],
  selector: { argument: 'alert-id', description: 'alert id', path: 'alertId' },
  scope: alertLogScope,
  columns: () => [
    { header: 'ID', value: (item) => item.id },
    { header: 'CLASS', value: (item) => item.class },
    { header: 'RAISED', value: (item) => when(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['ID', item.id],
    ['Class', item.class],
    ['Raised', when(item.timeCreated)],
    ['Schema version', String(item.version)],
    ['Payload', JSON.stringify(item.alert)],
  ],
  list: {
    operation: 'alertList',
    description: 'List alerts, newest last, filtered by class and time',
    examples: ['rackctl alert list', 'rackctl alert list --class "support_bundle.*" --json'],
    empty: 'No alerts',
  },
  view: {
    operation: 'alertView',
    description: 'Show an alert and what it says',
    examples: ['rackctl alert view a1e40000-3b1d-4c2e-8f4a-000000000001'],
  },
};

/** `rackctl alert list|view`: the alert log. */
export function registerAlert(program: Command, io: Io): void {
  registerResource(program, io, alertResource);
}

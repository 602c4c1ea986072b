import { API_VERSION, compareApiVersions, OLDEST_API_VERSION } from '@rackconsole/sdk';
import { Command, InvalidArgumentError, Option } from 'commander';
import { withExamples } from './commands/annotations';
import { integerArg } from './commands/parse';
import type { Io } from './io';
import { DEFAULT_TIMEOUT_SECONDS } from './net/http';
import { FORMATS } from './output/formats';
import { VERSION } from './version';

/** `--fields name,run_state`: wire field names (dotted for nested ones), in the order given. */
function fieldsArg(value: string): string[] {
  const fields = value
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.length === 0) throw new InvalidArgumentError('Name at least one field, e.g. name,run_state.');
  return fields;
}

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

/** `rackctl` with its global options and nothing under it yet: the groups are added by who runs it. */
export function rootProgram(io: Io): Command {
  const program = new Command('rackctl')
    .description('The Rack platform from the terminal: projects, instances, disks, networking and more')
    .version(VERSION, '-V, --version', 'print the version of rackctl')
    .helpOption('-h, --help', 'show help for a command')
    .option('--json', 'print machine-readable JSON on stdout (short for --format json)')
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS))
    .addOption(
      new Option(
        '--fields <list>',
        'only these fields, comma-separated wire names (name,run_state; state.state for nested ones)',
      ).argParser(fieldsArg),
    )
    .addOption(
      new Option(
        '--timeout <seconds>',
        `how long a request may take, 0 for no limit (default: ${DEFAULT_TIMEOUT_SECONDS}; with --wait, how long to wait)`,
      )
        .env('RACK_TIMEOUT')
        .argParser(integerArg(0)),
    )
    .addOption(
      new Option('--cacert <file>', 'trust the certificate authorities in this PEM file').env('RACK_CACERT'),
    )
    .option('--insecure', 'do not check the certificate of the host (unsafe: for testing only)')
    .addOption(
      new Option(
        '--profile <name>',
        'credentials profile to use (default: the one `auth switch` chose, else "default")',
      ).env('RACK_PROFILE'),
    )
    .option('--no-color', 'do not colour output (setting NO_COLOR does the same)')
    .addOption(apiVersionOption())
    .option('--debug', 'trace every request and answer on stderr, secrets redacted (or set RACK_DEBUG=api)')
    .option(
      '--template <template>',
      'format the JSON output with a Handlebars template, e.g. "{{#each this}}{{name}} {{/each}}" (implies --json)',
    )
    .option(
      '--jq <expression>',
      'filter the JSON output with a jq expression, strings printed raw (implies --json)',
    )
    // Settings set here are inherited by every subcommand created with `.command()`.
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHelpWidth: () => io.stdout.columns ?? 80,
      getErrHelpWidth: () => io.stderr.columns ?? 80,
    });
  withExamples(program, [
    'rackctl auth login --host https://rack.example.com',
    'rackctl project list',
    'rackctl instance create web-1 --project web --ncpus 2 --memory 4GiB --image ubuntu',
    'rackctl instance start web-1 --project web --wait',
    'rackctl api /v1/me',
  ]);
  return program;
}

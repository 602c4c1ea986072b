import { Command, InvalidArgumentError, Option } from 'commander';
import { version } from '../package.json';
import { registerApi } from './commands/api';
import { registerAuth } from './commands/auth';
import { registerCompletion } from './commands/completion';
import { withExamples } from './commands/define';
import { registerDisk } from './commands/disk';
import { registerDocs } from './commands/docs';
import { registerExternalSubnet } from './commands/external-subnet';
import { registerFirewallRules } from './commands/firewall-rules';
import { registerFloatingIp } from './commands/floating-ip';
import { registerImage } from './commands/image';
import { registerInstance } from './commands/instance';
import { registerIpPool } from './commands/ip-pool';
import { registerMulticastGroup } from './commands/multicast-group';
import { registerOperations } from './commands/operations/register';
import { integerArg } from './commands/parse';
import { registerPolicy } from './commands/policy';
import { registerResource } from './commands/resource';
import { RESOURCES } from './commands/resources';
import { registerSearch } from './commands/search';
import { registerSled } from './commands/sled';
import { registerSubnetPool } from './commands/subnet-pool';
import { registerGroup, registerUser } from './commands/users-groups';
import { registerUtilization } from './commands/utilization';
import { OPERATIONS } from './generated/operations';
import { type Io, processIo } from './io';
import { DEFAULT_TIMEOUT_SECONDS } from './net/http';
import { FORMATS } from './output/printer';

/** `--fields name,run_state`: wire field names (dotted for nested ones), in the order given. */
function fieldsArg(value: string): string[] {
  const fields = value
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.length === 0) throw new InvalidArgumentError('Name at least one field, e.g. name,run_state.');
  return fields;
}

/** The version of this package, as `rackctl --version` prints it. */
export const VERSION: string = version;

/**
 * The whole `rackctl` command tree. Commands run against `io` (the real process by default); the docs site
 * walks the same tree to generate the CLI reference.
 */
export function buildProgram(io: Io = processIo()): Command {
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
      new Option('--profile <name>', 'credentials profile to use (default: "default")').env('RACK_PROFILE'),
    )
    .option('--no-color', 'do not colour output (setting NO_COLOR does the same)')
    .option('--debug', 'print the details of failed calls on stderr')
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

  registerAuth(program, io);
  registerResource(program, io, RESOURCES.project);
  registerInstance(program, io);
  registerDisk(program, io);
  registerResource(program, io, RESOURCES.snapshot);
  registerImage(program, io);
  registerResource(program, io, RESOURCES.vpc);
  registerResource(program, io, RESOURCES.subnet);
  registerResource(program, io, RESOURCES.router);
  registerResource(program, io, RESOURCES.route);
  registerFirewallRules(program, io);
  registerFloatingIp(program, io);
  registerExternalSubnet(program, io);
  registerMulticastGroup(program, io);
  registerResource(program, io, RESOURCES.sshKey);
  registerResource(program, io, RESOURCES.silo);
  registerIpPool(program, io);
  registerSubnetPool(program, io);
  registerSled(program, io);
  registerUser(program, io);
  registerGroup(program, io);
  registerPolicy(program, io);
  registerUtilization(program, io);
  registerSearch(program, io);
  registerApi(program, io);
  registerCompletion(program, io);
  registerDocs(program, io, VERSION);
  registerOperations(program, io, OPERATIONS);
  return program;
}

import { writeFile } from 'node:fs/promises';
import { PlatformCallError } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import { ApiCallError, CliError, EXIT, UsageError } from '../errors';
import type { Io } from '../io';
import type { Context } from './context';
import { action, noun, withExamples } from './define';

interface ExportOptions {
  project?: string;
  system?: boolean;
  output?: string;
}

/** Reads the project or the fleet and writes it as Terraform, through the SDK's one generator. */
async function exportTerraform(ctx: Context, options: ExportOptions): Promise<void> {
  if (Boolean(options.project) === Boolean(options.system)) {
    throw new UsageError('Give either --project NAME or --system.');
  }
  const api = await ctx.api();
  const { host } = await ctx.session();
  // The generator is a separate entry of the SDK: loaded only when this command runs (start-up stays small).
  const terraform = await import('@rackconsole/sdk/terraform');
  let text: string;
  try {
    text = options.project
      ? terraform.projectToTerraform(await terraform.collectProject(api, options.project))
      : terraform.systemToTerraform(await terraform.collectSystem(api));
  } catch (error) {
    if (error instanceof PlatformCallError) throw new ApiCallError(error);
    throw error instanceof CliError ? error : ctx.unreachable(host, error);
  }
  if (!options.output) {
    ctx.io.stdout.write(text);
    return;
  }
  try {
    await writeFile(options.output, text);
  } catch (error) {
    throw new CliError(`Cannot write ${options.output}: ${(error as Error).message}`, EXIT.apiError);
  }
  ctx.out.note(`Wrote ${options.output}`);
}

/** `rackctl export terraform`: a project, or the fleet's own resources, as Terraform for the vendor's provider. */
export function registerExport(program: Command, io: Io): void {
  const group = noun(program, 'export', 'Export what exists as code', [
    'rackctl export terraform --project web > main.tf',
  ]);
  const command = group
    .command('terraform')
    .description(
      'Write a project (or, with --system, the fleet) as Terraform for the oxidecomputer/oxide provider, with an import block for every resource',
    )
    .addOption(new Option('--project <name>', 'the project to export').conflicts('system'))
    .addOption(
      new Option(
        '--system',
        'export the fleet: silos, IP and subnet pools, identity providers, address lots, switch port settings',
      ),
    )
    .option('-o, --output <file>', 'write to this file instead of stdout');
  withExamples(command, [
    'rackctl export terraform --project web --output main.tf',
    'rackctl export terraform --system > fleet.tf',
  ]);
  action<ExportOptions>(command, io, (ctx, _args, options) => exportTerraform(ctx, options));
}

import type { SiloIdentityMode } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';
import { descriptionOption, integerArg, nameArg, parseBytes, withOptions } from './parse';
import { registerResource } from './resource';
import { RESOURCES } from './resources';

const IDENTITY_MODES: SiloIdentityMode[] = ['saml_jit', 'local_only', 'saml_scim'];

interface CreateOptions {
  description?: string;
  identityMode: SiloIdentityMode;
  discoverable: boolean;
  adminGroup?: string;
  cpus: number;
  memory: number;
  storage: number;
}

/** `rackctl silo …`: the fleet's silos (operators only). */
export function registerSilo(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.silo, { create: registerCreate });
}

function registerCreate(silo: Command, io: Io): void {
  const create = withOptions(
    silo
      .command('create')
      .description('Create a silo with its quotas')
      .argument('<name>', 'name of the new silo', nameArg),
    [
      descriptionOption('who the silo is for'),
      new Option('--identity-mode <mode>', 'where users come from')
        .choices(IDENTITY_MODES)
        .default('saml_jit'),
      new Option('--no-discoverable', 'hide the silo from the login page silo list'),
      new Option('--admin-group <group>', 'group whose members become silo admins'),
      new Option('--cpus <n>', 'vCPU quota').default(0).argParser(integerArg(0)),
      new Option('--memory <size>', 'memory quota, e.g. 256GiB').default(0).argParser(parseBytes),
      new Option('--storage <size>', 'storage quota, e.g. 10TiB').default(0).argParser(parseBytes),
    ],
  );
  withExamples(create, [
    'rackctl silo create research --identity-mode local_only --cpus 64 --memory 256GiB --storage 10TiB',
    'rackctl silo create partners --admin-group partner-admins --no-discoverable',
  ]);
  action<CreateOptions>(create, io, async (ctx, [name = ''], options) => {
    const created = await ctx.request('siloCreate', {
      body: {
        name,
        description: options.description ?? '',
        identityMode: options.identityMode,
        discoverable: options.discoverable,
        adminGroupName: options.adminGroup ?? null,
        quotas: { cpus: options.cpus, memory: options.memory, storage: options.storage },
        tlsCertificates: [],
      },
    });
    ctx.out.note(`Created silo ${created.name}`);
    ctx.out.view(created, RESOURCES.silo.fields(ctx, created));
  });
}

import type { Silo, SiloIdentityMode } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { ago, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import {
  descriptionOption,
  integerArg,
  type ListOptions,
  listOptions,
  nameArg,
  parseBytes,
  withOptions,
} from './parse';

const IDENTITY_MODES: SiloIdentityMode[] = ['saml_jit', 'local_only', 'saml_scim'];

const fleetRoles = (silo: Silo) =>
  Object.entries(silo.mappedFleetRoles)
    .map(([siloRole, roles]) => `${siloRole} → ${roles.join(', ')}`)
    .join('; ');

const columns: Column<Silo>[] = [
  { header: 'NAME', value: (silo) => silo.name },
  { header: 'IDENTITY MODE', value: (silo) => silo.identityMode },
  { header: 'DISCOVERABLE', value: (silo) => (silo.discoverable ? 'yes' : 'no') },
  { header: 'DESCRIPTION', value: (silo) => silo.description, flexible: true },
  { header: 'CREATED', value: (silo) => ago(silo.timeCreated) },
];

const fields = (silo: Silo): Fields => [
  ['Name', silo.name],
  ['ID', silo.id],
  ['Identity mode', silo.identityMode],
  ['Discoverable', silo.discoverable ? 'yes' : 'no'],
  ['Admin group', text(silo.adminGroupName)],
  ['Fleet roles', fleetRoles(silo)],
  ['Description', text(silo.description)],
  ['Created', when(silo.timeCreated)],
];

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
  const silo = noun(program, 'silo', 'Manage silos (fleet operators)', [
    'rackctl silo list',
    'rackctl silo create research --identity-mode local_only --cpus 64 --memory 256GiB --storage 10TiB',
  ]);

  const list = withOptions(silo.command('list').description('List silos'), listOptions());
  withExamples(list, ['rackctl silo list']);
  action<ListOptions>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('siloList', {}, options);
    ctx.out.list(items, columns, { empty: 'No silos', more });
  });

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
    ctx.out.view(created, fields(created));
  });

  const view = silo.command('view').description('Show a silo').argument('<silo>', 'silo name or id');
  withExamples(view, ['rackctl silo view research']);
  action(view, io, async (ctx, [selector = '']) => {
    const found = await ctx.request('siloView', { path: { silo: selector } });
    ctx.out.view(found, fields(found));
  });

  const remove = silo.command('delete').description('Delete a silo').argument('<silo>', 'silo name or id');
  withExamples(remove, ['rackctl silo delete research']);
  action(remove, io, async (ctx, [selector = '']) => {
    await ctx.request('siloDelete', { path: { silo: selector } });
    ctx.out.note(`Deleted silo ${selector}`);
  });
}

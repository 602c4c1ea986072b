import type { Sled, SledInstance } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { ago, bytes, stateStyle, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, noun, withExamples } from './define';
import { type ListOptions, listOptions, withOptions } from './parse';

const policyOf = (sled: Sled) =>
  sled.policy.kind === 'in_service' ? `in service, ${sled.policy.provisionPolicy}` : sled.policy.kind;

function sledColumns(ctx: Context): Column<Sled>[] {
  const state = stateStyle(ctx.out.style);
  return [
    { header: 'ID', value: (sled) => sled.id },
    { header: 'SERIAL', value: (sled) => sled.baseboard.serial },
    { header: 'STATE', value: (sled) => sled.state, style: (cell) => state(cell) },
    { header: 'POLICY', value: policyOf },
    { header: 'THREADS', value: (sled) => String(sled.usableHardwareThreads) },
    { header: 'RAM', value: (sled) => bytes(sled.usablePhysicalRam) },
  ];
}

const sledFields = (sled: Sled): Fields => [
  ['ID', sled.id],
  ['Serial', sled.baseboard.serial],
  ['Part', `${sled.baseboard.part} rev ${sled.baseboard.revision}`],
  ['Rack', sled.rackId],
  ['State', sled.state],
  ['Policy', policyOf(sled)],
  ['Hardware threads', String(sled.usableHardwareThreads)],
  ['Physical RAM', bytes(sled.usablePhysicalRam)],
  ['Added', when(sled.timeCreated)],
];

function instanceColumns(ctx: Context): Column<SledInstance>[] {
  const state = stateStyle(ctx.out.style);
  return [
    { header: 'NAME', value: (instance) => instance.name },
    { header: 'PROJECT', value: (instance) => instance.projectName },
    { header: 'SILO', value: (instance) => instance.siloName },
    { header: 'STATE', value: (instance) => instance.state, style: (cell) => state(cell) },
    { header: 'CPUS', value: (instance) => String(instance.ncpus) },
    { header: 'MEMORY', value: (instance) => bytes(instance.memory) },
    { header: 'CREATED', value: (instance) => ago(instance.timeCreated) },
  ];
}

/** `rackctl sled …`: the servers of the rack (fleet operators). */
export function registerSled(program: Command, io: Io): void {
  const sled = noun(program, 'sled', 'Inspect sleds, the servers of the rack (fleet operators)', [
    'rackctl sled list',
    'rackctl sled instances 51ed0000-7a3c-4f0e-9b2d-000000000001',
  ]);

  const list = withOptions(sled.command('list').description('List sleds'), listOptions());
  withExamples(list, ['rackctl sled list', 'rackctl sled list --json']);
  action<ListOptions>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('sledList', {}, options);
    ctx.out.list(items, sledColumns(ctx), { empty: 'No sleds', more });
  });

  const view = sled.command('view').description('Show a sled').argument('<sled-id>', 'sled id');
  withExamples(view, ['rackctl sled view 51ed0000-7a3c-4f0e-9b2d-000000000001']);
  action(view, io, async (ctx, [sledId = '']) => {
    const found = await ctx.request('sledView', { path: { sledId } });
    ctx.out.view(found, sledFields(found));
  });

  const instances = withOptions(
    sled
      .command('instances')
      .description('List the instances running on a sled')
      .argument('<sled-id>', 'sled id'),
    listOptions(),
  );
  withExamples(instances, ['rackctl sled instances 51ed0000-7a3c-4f0e-9b2d-000000000001']);
  action<ListOptions>(instances, io, async (ctx, [sledId = ''], options) => {
    const { items, more } = await ctx.list('sledInstanceList', { path: { sledId } }, options);
    ctx.out.list(items, instanceColumns(ctx), { empty: 'No instances on this sled', more });
  });
}

import type { SledInstance } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { stateColumn } from '../output/columns';
import { ago, bytes } from '../output/format';
import type { Column } from '../output/table';
import type { Context } from './context';
import { registerChildList, registerResource } from './resource';
import { RESOURCES } from './resources';

const instanceColumns = (ctx: Context): Column<SledInstance>[] => [
  { header: 'NAME', value: (instance) => instance.name },
  { header: 'PROJECT', value: (instance) => instance.projectName },
  { header: 'SILO', value: (instance) => instance.siloName },
  stateColumn(ctx.out.style, (instance) => instance.state),
  { header: 'CPUS', value: (instance) => String(instance.ncpus) },
  { header: 'MEMORY', value: (instance) => bytes(instance.memory) },
  { header: 'CREATED', value: (instance) => ago(instance.timeCreated) },
];

/** `rackctl sled …`: the servers of the rack (fleet operators). */
export function registerSled(program: Command, io: Io): void {
  const sled = registerResource(program, io, RESOURCES.sled);
  registerChildList(sled, io, {
    command: 'instances',
    description: 'List the instances running on a sled',
    examples: ['rackctl sled instances 51ed0000-7a3c-4f0e-9b2d-000000000001'],
    operation: 'sledInstanceList',
    owner: { argument: 'sled-id', description: 'sled id', path: 'sledId' },
    columns: instanceColumns,
    empty: 'No instances on this sled',
  });
}

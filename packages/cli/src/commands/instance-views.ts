import type { Instance } from '@rackconsole/sdk';
import { ago, bytes, stateStyle, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import type { Context } from './context';

/** The columns of `instance list`. */
export function instanceColumns(ctx: Context): Column<Instance>[] {
  const state = stateStyle(ctx.out.style);
  return [
    { header: 'NAME', value: (instance) => instance.name },
    { header: 'STATE', value: (instance) => instance.runState, style: (cell) => state(cell) },
    { header: 'CPUS', value: (instance) => String(instance.ncpus) },
    { header: 'MEMORY', value: (instance) => bytes(instance.memory) },
    { header: 'HOSTNAME', value: (instance) => instance.hostname },
    { header: 'DESCRIPTION', value: (instance) => instance.description, flexible: true },
    { header: 'CREATED', value: (instance) => ago(instance.timeCreated) },
  ];
}

/** The detail view of an instance. */
export function instanceFields(ctx: Context, instance: Instance): Fields {
  return [
    ['Name', instance.name],
    ['ID', instance.id],
    ['State', `${stateStyle(ctx.out.style)(instance.runState)} (since ${ago(instance.timeRunStateUpdated)})`],
    ['vCPUs', String(instance.ncpus)],
    ['Memory', bytes(instance.memory)],
    ['Hostname', instance.hostname],
    ['Boot disk', text(instance.bootDiskId)],
    ['Auto restart', instance.autoRestartEnabled ? 'enabled' : 'disabled'],
    ['Description', text(instance.description)],
    ['Created', when(instance.timeCreated)],
  ];
}

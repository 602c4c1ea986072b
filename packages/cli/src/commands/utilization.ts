import type { SiloUtilization, VirtualResourceCounts } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { bytes } from '../output/format';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, calls, withExamples } from './define';
import { withOptions } from './parse';

type Resource = keyof VirtualResourceCounts;

const RESOURCES: { key: Resource; label: string; show: (value: number) => string }[] = [
  { key: 'cpus', label: 'vCPUs', show: String },
  { key: 'memory', label: 'Memory', show: bytes },
  { key: 'storage', label: 'Storage', show: bytes },
];

const percent = (used: number, of: number) => (of > 0 ? `${Math.round((used / of) * 100)}%` : '');

interface Row {
  label: string;
  used: string;
  of: string;
  share: string;
}

/** Two sets of counts as rows of resource, used, total and share. */
function rows(used: VirtualResourceCounts, of: VirtualResourceCounts): Row[] {
  return RESOURCES.map(({ key, label, show }) => ({
    label,
    used: show(used[key]),
    of: show(of[key]),
    share: percent(used[key], of[key]),
  }));
}

const table = (usedHeader: string, ofHeader: string): Column<Row>[] => [
  { header: 'RESOURCE', value: (row) => row.label },
  { header: usedHeader, value: (row) => row.used },
  { header: ofHeader, value: (row) => row.of },
  { header: 'USED', value: (row) => row.share },
];

const siloColumns: Column<SiloUtilization>[] = [
  { header: 'SILO', value: (silo) => silo.siloName },
  ...RESOURCES.map(({ key, label, show }) => ({
    header: label.toUpperCase(),
    value: (silo: SiloUtilization) => `${show(silo.provisioned[key])} / ${show(silo.allocated[key])}`,
  })),
];

async function showUtilization(ctx: Context, options: { silo?: string; allSilos?: boolean }) {
  if (options.allSilos) {
    const { items } = await ctx.list('siloUtilizationList', {}, { all: true });
    ctx.out.list(items, siloColumns, { empty: 'No silos' });
    if (!ctx.out.json && items.length > 0) ctx.out.note('Each cell is provisioned / quota.');
    return;
  }
  if (options.silo) {
    const silo = await ctx.request('siloUtilizationView', { path: { silo: options.silo } });
    if (ctx.out.json) return ctx.out.data(silo);
    ctx.out.list(rows(silo.provisioned, silo.allocated), table('PROVISIONED', 'QUOTA'), {});
    return;
  }
  const utilization = await ctx.request('utilizationView');
  if (ctx.out.json) return ctx.out.data(utilization);
  ctx.out.list(rows(utilization.provisioned, utilization.capacity), table('PROVISIONED', 'CAPACITY'), {});
}

/** `rackctl utilization`: what your silo uses of its quota, or (operators) what every silo uses. */
export function registerUtilization(program: Command, io: Io): void {
  const command = withOptions(
    program
      .command('utilization')
      .description('Show provisioned resources against the silo quota (or per silo, for operators)'),
    [
      new Option('--silo <silo>', 'a silo of the fleet instead of your own (fleet viewers)'),
      new Option('--all-silos', 'every silo of the fleet (fleet viewers)').conflicts('silo'),
    ],
  );
  withExamples(command, [
    'rackctl utilization',
    'rackctl utilization --silo research',
    'rackctl utilization --all-silos --json',
  ]);
  calls(command, 'utilization_view', 'silo_utilization_view', 'silo_utilization_list');
  action<{ silo?: string; allSilos?: boolean }>(command, io, (ctx, _args, options) =>
    showUtilization(ctx, options),
  );
}

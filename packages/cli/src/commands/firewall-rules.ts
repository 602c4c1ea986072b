import type { VpcFirewallRule } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { stateStyle } from '../output/format';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, calls, noun, withExamples } from './define';
import { readRulesFile } from './firewall-rules-file';
import { projectOption, vpcOption, withOptions } from './parse';

const typed = (items: readonly { type: string; value?: unknown }[] | null | undefined) =>
  (items ?? [])
    .map((item) => (item.value == null ? item.type : `${item.type}:${String(item.value)}`))
    .join(', ');

function ruleColumns(ctx: Context): Column<VpcFirewallRule>[] {
  const state = stateStyle(ctx.out.style);
  return [
    { header: 'NAME', value: (rule) => rule.name },
    { header: 'PRIORITY', value: (rule) => String(rule.priority) },
    { header: 'DIRECTION', value: (rule) => rule.direction },
    { header: 'ACTION', value: (rule) => rule.action },
    {
      header: 'PROTOCOLS',
      value: (rule) => (rule.filters.protocols ?? []).map((protocol) => protocol.type).join(', ') || 'any',
    },
    { header: 'PORTS', value: (rule) => (rule.filters.ports ?? []).join(', ') || 'any' },
    { header: 'HOSTS', value: (rule) => typed(rule.filters.hosts) || 'any', flexible: true },
    { header: 'TARGETS', value: (rule) => typed(rule.targets), flexible: true },
    { header: 'STATUS', value: (rule) => rule.status, style: (cell) => state(cell) },
  ];
}

/** Highest priority first (lowest number), as the platform evaluates them. */
const byPriority = (rules: VpcFirewallRule[]) =>
  [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));

/** Shows a rule set: a table, or `{ rules: [...] }` in JSON, which `update --file` reads back. */
function showRules(ctx: Context, rules: VpcFirewallRule[]) {
  if (ctx.out.json) ctx.out.data({ rules });
  else ctx.out.list(byPriority(rules), ruleColumns(ctx), { empty: 'No firewall rules' });
}

/** `rackctl firewall-rules …`: a VPC's firewall rules, viewed and replaced as a whole. */
export function registerFirewallRules(program: Command, io: Io): void {
  const firewall = noun(program, 'firewall-rules', "View and replace a VPC's firewall rules", [
    'rackctl firewall-rules view --project web --vpc default',
    'rackctl firewall-rules update --project web --vpc default --file rules.yaml',
  ]);

  const view = withOptions(firewall.command('view').description('Show the firewall rules of a VPC'), [
    projectOption(),
    vpcOption(),
  ]);
  withExamples(view, [
    'rackctl firewall-rules view --project web --vpc default',
    'rackctl firewall-rules view -p web --vpc default --json > rules.json',
  ]);
  calls(view, 'vpc_firewall_rules_view');
  action<{ project: string; vpc: string }>(view, io, async (ctx, _args, { project, vpc }) => {
    const { rules } = await ctx.request('vpcFirewallRulesView', { query: { project, vpc } });
    showRules(ctx, rules);
  });

  const update = withOptions(
    firewall
      .command('update')
      .description('Replace all firewall rules of a VPC with the rules of a JSON or YAML file'),
    [
      projectOption(),
      vpcOption(),
      new Option(
        '-f, --file <file>',
        'JSON or YAML file of rules ("-" reads stdin); the format of view --json',
      ).makeOptionMandatory(),
    ],
  );
  withExamples(update, [
    'rackctl firewall-rules update --project web --vpc default --file rules.yaml',
    'rackctl firewall-rules view -p web --vpc default --json | jq ".rules[0].status = \\"disabled\\"" \\\n      | rackctl firewall-rules update -p web --vpc default --file -',
  ]);
  calls(update, 'vpc_firewall_rules_update');
  action<{ project: string; vpc: string; file: string }>(
    update,
    io,
    async (ctx, _args, { project, vpc, file }) => {
      const rules = await readRulesFile(file, ctx.io.stdin);
      const updated = await ctx.request('vpcFirewallRulesUpdate', {
        query: { project, vpc },
        body: { rules },
      });
      ctx.out.note(`Replaced the firewall rules of VPC ${vpc}: ${updated.rules.length} rule(s)`);
      showRules(ctx, updated.rules);
    },
  );
}

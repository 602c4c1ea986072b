import type * as contract from '@rackconsole/sdk/contract';
import { parsePortRange } from '@rackconsole/validators';
import type { Db } from '../../store/db';
import { newId, timestamp } from '../../store/ids';
import type { Tables, Wire } from '../../store/tables';
import { badRequest, invalidRequest } from '../core/errors';
import { rowsWhere, type VpcRow } from './vpc-lookup';

export type RuleUpdate = Wire<typeof contract.VpcFirewallRuleUpdate>;

export type RuleRow = Tables['vpcFirewallRules'];

/**
 * The rules every new VPC starts with: traffic within the VPC, SSH and ICMP from anywhere. The platform writes
 * them for a VPC named `default` and substitutes the VPC's own name.
 */
export function defaultFirewallRules(vpcName: string): readonly RuleUpdate[] {
  let rules = defaultRulesByName.get(vpcName);
  if (!rules) {
    rules = deepFreeze(freshDefaultRules(vpcName));
    defaultRulesByName.set(vpcName, rules);
  }
  return rules;
}

/**
 * The default rules of each VPC name, shared: rule rows are replaced as a whole and never changed in place
 * (frozen, to keep it so), and most VPCs are named `default`, so their rows share the same targets and
 * filters rather than each holding a dozen small objects of its own.
 */
export const defaultRulesByName = new Map<string, readonly RuleUpdate[]>();

export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function freshDefaultRules(vpcName: string): RuleUpdate[] {
  const vpc = [{ type: 'vpc' as const, value: vpcName }];
  const base = {
    status: 'enabled',
    direction: 'inbound',
    action: 'allow',
    priority: 65534,
    targets: vpc,
  } as const;
  return [
    {
      ...base,
      name: 'allow-internal-inbound',
      description: 'allow inbound traffic to all instances within the VPC if originated within the VPC',
      filters: { hosts: vpc, ports: null, protocols: null },
    },
    {
      ...base,
      name: 'allow-ssh',
      description: 'allow inbound TCP connections on port 22 from anywhere',
      filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
    },
    {
      ...base,
      name: 'allow-icmp',
      description: 'allow inbound ICMP traffic from anywhere',
      filters: { hosts: null, ports: null, protocols: [{ type: 'icmp', value: null }] },
    },
  ];
}

/** A range like `3` or `0-15` whose end is not below its start. */
export function isOrderedRange(range: string): boolean {
  const [start, end = start] = range.split('-').map(Number);
  return (start ?? 0) <= (end ?? 0);
}

/** The platform's checks on a whole rule set before it replaces the old one. */
export function validateRules(vpc: VpcRow, rules: readonly RuleUpdate[]) {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const rule of rules) (seen.has(rule.name) ? duplicates : seen).add(rule.name);
  if (duplicates.size > 0) {
    const names = [...duplicates].map((name) => `"${name}"`).join(', ');
    throw invalidRequest(`Rule names must be unique. Duplicates: [${names}]`);
  }
  rules.forEach((rule, index) => {
    const where = `rules.${index}.filters`;
    (rule.filters.ports ?? []).forEach((port, portIndex) => {
      const parsed = parsePortRange(port);
      if (!parsed.ok)
        throw badRequest(`unable to parse JSON body: ${where}.ports.${portIndex}: ${parsed.message}`);
    });
    (rule.filters.protocols ?? []).forEach((protocol, protocolIndex) => {
      const code = 'value' in protocol ? protocol.value?.code : undefined;
      if (code && !isOrderedRange(code)) {
        throw badRequest(
          `unable to parse JSON body: ${where}.protocols.${protocolIndex}.value.code: range must not end below its start`,
        );
      }
    });
    // Rules are resolved within their VPC: other VPCs cannot be named. Subnets and instances may be named
    // before they exist; the rule simply matches nothing until they do.
    if (rule.targets.some((target) => target.type === 'vpc' && target.value !== vpc.name)) {
      throw invalidRequest('cross-VPC firewall target unsupported');
    }
    if ((rule.filters.hosts ?? []).some((host) => host.type === 'vpc' && host.value !== vpc.name)) {
      throw invalidRequest('cross-VPC firewall host filter unsupported');
    }
  });
}

/** The VPC's rules, listed by name as the platform lists them. */
export const firewallRulesOf = (db: Db, vpcId: string) =>
  rowsWhere(db.table('vpcFirewallRules'), 'vpc_id', vpcId).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );

/** Replaces every rule of a VPC with a new set (each rule gets a new id, as on the platform). */
export function replaceFirewallRules(
  db: Db,
  vpc: VpcRow,
  rules: readonly RuleUpdate[],
  now: Date,
  nextId: () => string = newId,
): RuleRow[] {
  validateRules(vpc, rules);
  const table = db.table('vpcFirewallRules');
  for (const old of rowsWhere(table, 'vpc_id', vpc.id)) table.delete(old.id);
  const time = timestamp(now);
  for (const rule of rules) {
    const row: RuleRow = {
      ...rule,
      id: nextId(),
      vpc_id: vpc.id,
      project_id: vpc.project_id,
      time_created: time,
      time_modified: time,
    };
    table.set(row.id, row);
  }
  return firewallRulesOf(db, vpc.id);
}

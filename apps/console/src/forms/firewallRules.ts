import type {
  VpcFirewallRule,
  VpcFirewallRuleFilter,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '@rackconsole/sdk';
import { MAX_NAME_LENGTH } from '@rackconsole/validators';
import { MAX_PRIORITY } from './firewallPrefillSearch';

/** The firewall rule form's values: the rule's fields, with the filters as plain lists. */
export interface FirewallRuleValues {
  name: string;
  description: string;
  priority: number;
  action: VpcFirewallRule['action'];
  direction: VpcFirewallRule['direction'];
  enabled: boolean;
  targets: VpcFirewallRuleTarget[];
  hosts: VpcFirewallRuleHostFilter[];
  ports: string[];
  protocols: VpcFirewallRuleProtocol[];
}

/** A new rule: evaluated after any rule given an explicit priority, allowing inbound traffic. */
export const NEW_RULE_VALUES: FirewallRuleValues = {
  name: '',
  description: '',
  priority: 65534,
  action: 'allow',
  direction: 'inbound',
  enabled: true,
  targets: [],
  hosts: [],
  ports: [],
  protocols: [],
};

/** Why a priority is not acceptable, or undefined when it is (an integer from 0 to 65535). */
export function validatePriority(value: unknown): string | undefined {
  // A cleared number input reads as NaN, which the form library does not count as missing.
  if (typeof value !== 'number' || Number.isNaN(value)) return 'Priority is required';
  if (!Number.isInteger(value) || value < 0 || value > MAX_PRIORITY) {
    return `Priority must be a whole number from 0 to ${MAX_PRIORITY}`;
  }
  return undefined;
}

/**
 * The fields of a rule that an update must send back (spec §3: name, action, description, direction,
 * filters, priority, status, targets), so replacing the list leaves the rule as it was.
 */
export function toRuleUpdate(rule: VpcFirewallRuleUpdate): VpcFirewallRuleUpdate {
  const { name, action, description, direction, filters, priority, status, targets } = rule;
  return { name, action, description, direction, filters, priority, status, targets };
}

/** A rule as form values, for editing or cloning it. */
export function ruleToValues(rule: VpcFirewallRuleUpdate): FirewallRuleValues {
  return {
    name: rule.name,
    description: rule.description,
    priority: rule.priority,
    action: rule.action,
    direction: rule.direction,
    enabled: rule.status === 'enabled',
    targets: rule.targets,
    hosts: rule.filters.hosts ?? [],
    ports: rule.filters.ports ?? [],
    protocols: rule.filters.protocols ?? [],
  };
}

/** The form's values as the rule the update sends; an empty filter list means "any", which is null. */
export function valuesToRule(values: FirewallRuleValues): VpcFirewallRuleUpdate {
  const anyIfEmpty = <T>(items: T[]) => (items.length > 0 ? items : null);
  return {
    name: values.name,
    description: values.description,
    priority: values.priority,
    action: values.action,
    direction: values.direction,
    status: values.enabled ? 'enabled' : 'disabled',
    targets: values.targets,
    filters: {
      hosts: anyIfEmpty(values.hosts),
      ports: anyIfEmpty(values.ports),
      protocols: anyIfEmpty(values.protocols),
    },
  };
}

/** How a rule list changes: the platform only takes the whole list, so every change is one of these. */
export type RuleListChange =
  | { type: 'create'; rule: VpcFirewallRuleUpdate }
  | { type: 'edit'; name: string; rule: VpcFirewallRuleUpdate }
  | { type: 'delete'; names: readonly string[] }
  | { type: 'status'; names: readonly string[]; status: VpcFirewallRule['status'] };

/** The whole new rule list after a change, every other rule kept with all its fields. */
export function applyRuleChange(rules: readonly VpcFirewallRuleUpdate[], change: RuleListChange) {
  const updates = rules.map(toRuleUpdate);
  switch (change.type) {
    case 'create':
      return [...updates, change.rule];
    case 'edit':
      return updates.map((rule) => (rule.name === change.name ? change.rule : rule));
    case 'delete':
      return updates.filter((rule) => !change.names.includes(rule.name));
    case 'status':
      return updates.map((rule) =>
        change.names.includes(rule.name) ? { ...rule, status: change.status } : rule,
      );
  }
}

/**
 * Why a change no longer fits the current rules (someone else changed them since the form or table was
 * read), or undefined when it does.
 */
export function changeConflict(rules: readonly VpcFirewallRuleUpdate[], change: RuleListChange) {
  const names = new Set(rules.map((rule) => rule.name));
  const changed = change.type === 'create' ? [] : change.type === 'edit' ? [change.name] : change.names;
  const missing = changed.find((name) => !names.has(name));
  if (missing) return `Firewall rule ${missing} no longer exists`;
  const renamedTo = change.type === 'create' || change.type === 'edit' ? change.rule.name : undefined;
  const keepsName = change.type === 'edit' && change.name === renamedTo;
  if (renamedTo && !keepsName && names.has(renamedTo)) return 'Firewall rule name already exists';
  return undefined;
}

/** The old → new names of the rules a change renames, so a review pairs a renamed rule with itself. */
export function renamesOf(change: RuleListChange): ReadonlyMap<string, string> {
  return new Map(change.type === 'edit' ? [[change.name, change.rule.name]] : []);
}

/** What a saved change did, for its success toast, e.g. 'Firewall rule allow-ssh disabled'. */
export function describeChange(change: RuleListChange): string {
  switch (change.type) {
    case 'create':
      return `Firewall rule ${change.rule.name} created`;
    case 'edit':
      return `Firewall rule ${change.rule.name} updated`;
    case 'delete':
    case 'status': {
      const verb = change.type === 'delete' ? 'deleted' : change.status;
      const [only] = change.names;
      return change.names.length === 1 && only
        ? `Firewall rule ${only} ${verb}`
        : `${change.names.length} firewall rules ${verb}`;
    }
  }
}

/** A free name for a copy of a rule: `{name}-copy`, then `{name}-copy-2`…, within the name length limit. */
export function cloneName(name: string, taken: readonly string[]): string {
  const names = new Set(taken);
  for (let attempt = 1; ; attempt++) {
    const suffix = attempt === 1 ? '-copy' : `-copy-${attempt}`;
    // A trailing hyphen is not a valid name ending, so it goes with the shortened part.
    const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!names.has(candidate)) return candidate;
  }
}

const KIND_LABELS: Record<VpcFirewallRuleTarget['type'], string> = {
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP subnet',
};

/** A target's or host filter's kind in words. */
export const hostKindLabel = (type: VpcFirewallRuleTarget['type']) => KIND_LABELS[type];

/** A target or host filter in words, e.g. 'Subnet mock-subnet'. */
export const describeHost = (host: VpcFirewallRuleTarget | VpcFirewallRuleHostFilter) =>
  `${hostKindLabel(host.type)} ${host.value}`;

/** A protocol filter in words, e.g. 'TCP' or 'ICMP type 8 code 0'. */
export function describeProtocol(protocol: VpcFirewallRuleProtocol): string {
  if (protocol.type === 'tcp' || protocol.type === 'udp') return protocol.type.toUpperCase();
  const name = protocol.type === 'icmp' ? 'ICMP' : 'ICMPv6';
  if (!protocol.value) return name;
  const code = protocol.value.code ? ` code ${protocol.value.code}` : '';
  return `${name} type ${protocol.value.icmpType}${code}`;
}

/** The filters in short phrases for the rules table, e.g. ['IP subnet 0.0.0.0/0', 'Ports 443, 8443', 'TCP']. */
export function summarizeFilters(filters: VpcFirewallRuleFilter): string[] {
  const hosts = (filters.hosts ?? []).map(describeHost);
  const ports = filters.ports?.length
    ? [`${filters.ports.length === 1 ? 'Port' : 'Ports'} ${filters.ports.join(', ')}`]
    : [];
  const protocols = (filters.protocols ?? []).map(describeProtocol);
  return [...hosts, ...ports, ...protocols];
}

/** Rules in the order the platform evaluates them: by priority, then by name. */
export const byPriority = (a: VpcFirewallRuleUpdate, b: VpcFirewallRuleUpdate) =>
  a.priority - b.priority || a.name.localeCompare(b.name);

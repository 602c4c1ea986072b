import type { VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { describeHost, describeProtocol, toRuleUpdate } from '~/forms/firewallRules';

/** One field of a rule as a person reads it before and after a change. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A rule present before and after a change whose fields differ. */
export interface ChangedRule {
  before: VpcFirewallRuleUpdate;
  after: VpcFirewallRuleUpdate;
  fields: FieldChange[];
}

/** How a whole rule list changes: what a review shows before the list is saved. */
export interface RuleListDiff {
  added: VpcFirewallRuleUpdate[];
  changed: ChangedRule[];
  removed: VpcFirewallRuleUpdate[];
  /** Rules sent back exactly as they are. */
  unchanged: number;
}

const listed = (items: readonly string[], none: string) => (items.length > 0 ? items.join(', ') : none);

/**
 * A rule's fields in the order the rule form shows them, each in words. Two rules differ where these texts
 * differ, so a review never reports a change it cannot show (an empty filter list and null both read 'Any').
 */
export const RULE_FIELDS: readonly { field: string; text: (rule: VpcFirewallRuleUpdate) => string }[] = [
  { field: 'Name', text: (rule) => rule.name },
  { field: 'Description', text: (rule) => rule.description || 'None' },
  { field: 'Status', text: (rule) => (rule.status === 'enabled' ? 'Enabled' : 'Disabled') },
  { field: 'Priority', text: (rule) => String(rule.priority) },
  { field: 'Action', text: (rule) => (rule.action === 'allow' ? 'Allow' : 'Deny') },
  { field: 'Direction', text: (rule) => (rule.direction === 'inbound' ? 'Inbound' : 'Outbound') },
  { field: 'Targets', text: (rule) => listed(rule.targets.map(describeHost), 'None') },
  { field: 'Host filters', text: (rule) => listed((rule.filters.hosts ?? []).map(describeHost), 'Any') },
  { field: 'Ports', text: (rule) => listed(rule.filters.ports ?? [], 'Any') },
  {
    field: 'Protocols',
    text: (rule) => listed((rule.filters.protocols ?? []).map(describeProtocol), 'Any'),
  },
];

/** The fields that differ between two versions of a rule, in form order. */
export function fieldChanges(before: VpcFirewallRuleUpdate, after: VpcFirewallRuleUpdate): FieldChange[] {
  return RULE_FIELDS.flatMap(({ field, text }) => {
    const [old, next] = [text(before), text(after)];
    return old === next ? [] : [{ field, before: old, after: next }];
  });
}

/**
 * Compares two rule lists by rule name. `renames` (old name → new name) pairs a renamed rule with its new
 * self, so renaming reads as a change of its Name rather than one rule removed and another added.
 */
export function diffRuleLists(
  before: readonly VpcFirewallRuleUpdate[],
  after: readonly VpcFirewallRuleUpdate[],
  renames: ReadonlyMap<string, string> = new Map(),
): RuleListDiff {
  const afterByName = new Map(after.map((rule) => [rule.name, rule]));
  const paired = new Set<string>();
  const diff: RuleListDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  for (const old of before) {
    const counterpart = afterByName.get(renames.get(old.name) ?? old.name);
    if (!counterpart) {
      diff.removed.push(old);
      continue;
    }
    paired.add(counterpart.name);
    const fields = fieldChanges(old, counterpart);
    if (fields.length > 0) diff.changed.push({ before: old, after: counterpart, fields });
    else diff.unchanged += 1;
  }
  diff.added = after.filter((rule) => !paired.has(rule.name));
  return diff;
}

/** Whether a diff changes nothing at all. */
export const isEmptyDiff = (diff: RuleListDiff) =>
  diff.added.length === 0 && diff.changed.length === 0 && diff.removed.length === 0;

/** JSON with object keys sorted, so equal values always read the same whatever order their keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Whether two lists hold exactly the same rules, every saved field equal (the list's order aside: the
 * platform orders rules by priority, not by position). Ids and timestamps are not compared.
 */
export function sameRuleLists(a: readonly VpcFirewallRuleUpdate[], b: readonly VpcFirewallRuleUpdate[]) {
  const canonical = (rules: readonly VpcFirewallRuleUpdate[]) =>
    rules
      .map((rule) => canonicalJson(toRuleUpdate(rule)))
      .sort()
      .join('\n');
  return a.length === b.length && canonical(a) === canonical(b);
}

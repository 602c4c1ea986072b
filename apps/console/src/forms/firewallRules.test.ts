import type { VpcFirewallRule } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import {
  applyRuleChange,
  byPriority,
  changeConflict,
  cloneName,
  describeChange,
  describeProtocol,
  NEW_RULE_VALUES,
  renamesOf,
  ruleToValues,
  summarizeFilters,
  validatePriority,
  valuesToRule,
} from './firewallRules';

const time = new Date('2026-01-05T09:00:00Z');
const rule = (name: string, overrides: Partial<VpcFirewallRule> = {}): VpcFirewallRule => ({
  id: `id-${name}`,
  name,
  description: `${name} rule`,
  timeCreated: time,
  timeModified: time,
  vpcId: 'vpc-id',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
  ...overrides,
});

/** The eight fields an update carries (spec §3), no more: ids and timestamps are the platform's. */
const UPDATE_FIELDS = [
  'action',
  'description',
  'direction',
  'filters',
  'name',
  'priority',
  'status',
  'targets',
];

describe('applyRuleChange', () => {
  const rules = [rule('ssh'), rule('web', { priority: 10, filters: { ports: ['443'] } })];

  it('adds a created rule and sends every other rule back with exactly the update fields', () => {
    const created = valuesToRule({ ...NEW_RULE_VALUES, name: 'dns', ports: ['53'] });
    const next = applyRuleChange(rules, { type: 'create', rule: created });
    expect(next.map((r) => r.name)).toEqual(['ssh', 'web', 'dns']);
    for (const sent of next) expect(Object.keys(sent).sort()).toEqual(UPDATE_FIELDS);
    expect(next[1]).toEqual({
      name: 'web',
      description: 'web rule',
      action: 'allow',
      direction: 'inbound',
      priority: 10,
      status: 'enabled',
      targets: [{ type: 'vpc', value: 'default' }],
      filters: { ports: ['443'] },
    });
  });

  it('replaces an edited rule in place, even when it is renamed', () => {
    const edited = { ...valuesToRule(ruleToValues(rules[0] as VpcFirewallRule)), name: 'ssh-admin' };
    const next = applyRuleChange(rules, { type: 'edit', name: 'ssh', rule: edited });
    expect(next.map((r) => r.name)).toEqual(['ssh-admin', 'web']);
  });

  it('drops a deleted rule and flips only the status of a toggled one', () => {
    expect(applyRuleChange(rules, { type: 'delete', names: ['ssh'] }).map((r) => r.name)).toEqual(['web']);
    const toggled = applyRuleChange(rules, { type: 'status', names: ['web'], status: 'disabled' });
    expect(toggled.map((r) => r.status)).toEqual(['enabled', 'disabled']);
    expect(toggled[1]?.filters).toEqual({ ports: ['443'] });
  });

  it('changes several rules at once for bulk actions', () => {
    const three = [...rules, rule('dns')];
    const disabled = applyRuleChange(three, { type: 'status', names: ['ssh', 'dns'], status: 'disabled' });
    expect(disabled.map((r) => `${r.name}:${r.status}`)).toEqual([
      'ssh:disabled',
      'web:enabled',
      'dns:disabled',
    ]);
    expect(applyRuleChange(three, { type: 'delete', names: ['ssh', 'web'] }).map((r) => r.name)).toEqual([
      'dns',
    ]);
  });
});

describe('changeConflict', () => {
  const rules = [rule('ssh'), rule('web')];

  it('refuses a change to a rule someone else removed, or a name someone else took', () => {
    expect(changeConflict(rules, { type: 'delete', names: ['web', 'gone'] })).toBe(
      'Firewall rule gone no longer exists',
    );
    const web = valuesToRule(ruleToValues(rule('web')));
    expect(changeConflict(rules, { type: 'create', rule: web })).toBe('Firewall rule name already exists');
    expect(changeConflict(rules, { type: 'edit', name: 'ssh', rule: web })).toBe(
      'Firewall rule name already exists',
    );
  });

  it('accepts an edit that keeps its name and changes to rules that exist', () => {
    const ssh = valuesToRule(ruleToValues(rule('ssh')));
    expect(changeConflict(rules, { type: 'edit', name: 'ssh', rule: ssh })).toBeUndefined();
    expect(changeConflict(rules, { type: 'status', names: ['ssh'], status: 'disabled' })).toBeUndefined();
  });
});

describe('describeChange', () => {
  it('names one rule and counts several', () => {
    expect(describeChange({ type: 'status', names: ['ssh'], status: 'disabled' })).toBe(
      'Firewall rule ssh disabled',
    );
    expect(describeChange({ type: 'status', names: ['a', 'b'], status: 'enabled' })).toBe(
      '2 firewall rules enabled',
    );
    expect(describeChange({ type: 'delete', names: ['a', 'b', 'c'] })).toBe('3 firewall rules deleted');
    expect(
      renamesOf({ type: 'edit', name: 'a', rule: valuesToRule({ ...NEW_RULE_VALUES, name: 'b' }) }),
    ).toEqual(new Map([['a', 'b']]));
  });
});

describe('form values', () => {
  it('round-trip a rule, with empty filter lists sent as "any" (null)', () => {
    const values = ruleToValues(rule('ssh'));
    expect(values).toMatchObject({ enabled: true, hosts: [], ports: ['22'], protocols: [{ type: 'tcp' }] });
    expect(valuesToRule(values).filters).toEqual({
      hosts: null,
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    });
    expect(valuesToRule({ ...values, enabled: false }).status).toBe('disabled');
  });
});

describe('validatePriority', () => {
  it.each([
    [0, undefined],
    [65535, undefined],
    [65536, 'Priority must be a whole number from 0 to 65535'],
    [-1, 'Priority must be a whole number from 0 to 65535'],
    [1.5, 'Priority must be a whole number from 0 to 65535'],
    [Number.NaN, 'Priority is required'],
  ])('%s → %s', (priority, message) => {
    expect(validatePriority(priority)).toBe(message);
  });
});

describe('cloneName', () => {
  it('takes the first free -copy name', () => {
    expect(cloneName('ssh', ['ssh'])).toBe('ssh-copy');
    expect(cloneName('ssh', ['ssh', 'ssh-copy', 'ssh-copy-2'])).toBe('ssh-copy-3');
  });

  it('stays within 63 characters and never ends the kept part with a dash', () => {
    const long = `${'a'.repeat(57)}-bcdef`;
    const name = cloneName(long, []);
    expect(name).toHaveLength(62);
    expect(name).toBe(`${'a'.repeat(57)}-copy`);
  });
});

describe('summaries', () => {
  it('describes filters in short phrases', () => {
    expect(
      summarizeFilters({
        hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }],
        ports: ['443', '8443'],
        protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 8, code: '0' } }],
      }),
    ).toEqual(['IP subnet 0.0.0.0/0', 'Ports 443, 8443', 'TCP', 'ICMP type 8 code 0']);
    expect(summarizeFilters({ ports: ['22'] })).toEqual(['Port 22']);
    expect(describeProtocol({ type: 'icmp6', value: null })).toBe('ICMPv6');
  });

  it('orders rules by priority, then name', () => {
    const sorted = [rule('b', { priority: 5 }), rule('a', { priority: 5 }), rule('c', { priority: 1 })].sort(
      byPriority,
    );
    expect(sorted.map((r) => r.name)).toEqual(['c', 'a', 'b']);
  });
});

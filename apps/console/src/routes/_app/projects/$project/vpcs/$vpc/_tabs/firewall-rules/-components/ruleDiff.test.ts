import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { applyRuleChange, renamesOf } from '~/forms/firewallRules';
import { diffRuleLists, fieldChanges, isEmptyDiff, sameRuleLists } from './ruleDiff';

const rule = (name: string, overrides: Partial<VpcFirewallRuleUpdate> = {}): VpcFirewallRuleUpdate => ({
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
  ...overrides,
});

describe('diffRuleLists', () => {
  const before = [rule('ssh'), rule('web', { priority: 10 }), rule('dns')];

  it('sorts a change into added, changed (field by field) and removed rules, counting the untouched', () => {
    const after = [
      rule('ssh', { priority: 250, filters: { ports: null, protocols: [{ type: 'tcp' }] } }),
      rule('web', { priority: 10 }),
      rule('icmp', { filters: { protocols: [{ type: 'icmp', value: null }] } }),
    ];
    const diff = diffRuleLists(before, after);
    expect(diff.added.map((r) => r.name)).toEqual(['icmp']);
    expect(diff.removed.map((r) => r.name)).toEqual(['dns']);
    expect(diff.unchanged).toBe(1);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]?.fields).toEqual([
      { field: 'Priority', before: '100', after: '250' },
      { field: 'Ports', before: '22', after: 'Any' },
    ]);
  });

  it('pairs a renamed rule with its new name, so the rename is a Name change', () => {
    const renamed = { ...rule('ssh'), name: 'ssh-admin', status: 'disabled' as const };
    const change = { type: 'edit', name: 'ssh', rule: renamed } as const;
    const diff = diffRuleLists(before, applyRuleChange(before, change), renamesOf(change));
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed[0]?.fields).toEqual([
      { field: 'Name', before: 'ssh', after: 'ssh-admin' },
      { field: 'Status', before: 'Enabled', after: 'Disabled' },
    ]);
    // Without the rename, the same lists read as one rule removed and another added.
    const unpaired = diffRuleLists(before, applyRuleChange(before, change));
    expect([unpaired.added.length, unpaired.removed.length]).toEqual([1, 1]);
  });

  it('reports a bulk status change as one changed rule per selected rule', () => {
    const after = applyRuleChange(before, { type: 'status', names: ['ssh', 'dns'], status: 'disabled' });
    const diff = diffRuleLists(before, after);
    expect(diff.changed.map((change) => change.before.name)).toEqual(['ssh', 'dns']);
    expect(diff.unchanged).toBe(1);
  });

  it('finds nothing to save when only the form of "any" differs', () => {
    const withEmptyLists = [
      rule('ssh', { filters: { hosts: [], ports: ['22'], protocols: [{ type: 'tcp' }] } }),
    ];
    const diff = diffRuleLists([rule('ssh')], withEmptyLists);
    expect(isEmptyDiff(diff)).toBe(true);
  });
});

describe('fieldChanges', () => {
  it('shows targets, hosts and protocols in words', () => {
    const changes = fieldChanges(
      rule('a'),
      rule('a', {
        targets: [{ type: 'subnet', value: 'web' }],
        filters: {
          hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }],
          ports: ['22'],
          protocols: [{ type: 'udp' }, { type: 'icmp', value: { icmpType: 8, code: null } }],
        },
        description: 'Web',
      }),
    );
    expect(changes).toEqual([
      { field: 'Description', before: 'None', after: 'Web' },
      { field: 'Targets', before: 'VPC default', after: 'Subnet web' },
      { field: 'Host filters', before: 'Any', after: 'IP subnet 0.0.0.0/0' },
      { field: 'Protocols', before: 'TCP', after: 'UDP, ICMP type 8' },
    ]);
  });
});

describe('sameRuleLists', () => {
  it('ignores list order, key order, ids and timestamps, but not any saved field', () => {
    const saved: VpcFirewallRule = {
      ...rule('ssh'),
      id: 'id-ssh',
      vpcId: 'vpc',
      timeCreated: new Date(),
      timeModified: new Date(),
    };
    const { filters, ...rest } = rule('ssh');
    const reordered = { filters, ...rest };
    expect(sameRuleLists([rule('web'), saved], [rule('web'), reordered].reverse())).toBe(true);
    expect(sameRuleLists([rule('ssh')], [rule('ssh', { description: 'changed' })])).toBe(false);
    expect(sameRuleLists([rule('ssh')], [rule('ssh'), rule('web')])).toBe(false);
  });
});

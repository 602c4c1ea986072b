import type { Params } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const mockVpc = { project: 'mock-project', vpc: 'mock-vpc' };
type RuleUpdate = NonNullable<Params<'vpcFirewallRulesUpdate'>['body']['rules']>[number];

const rule = (name: string, extra: Partial<RuleUpdate> = {}): RuleUpdate => ({
  name,
  description: `${name} rule`,
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 100,
  targets: [{ type: 'vpc', value: 'mock-vpc' }],
  filters: { ports: ['80'], protocols: [{ type: 'tcp' }] },
  ...extra,
});

const replace = (rules: RuleUpdate[], query = mockVpc) =>
  platform.api.vpcFirewallRulesUpdate({ query, body: { rules } });

describe('VPC firewall rules', () => {
  it('lists the seeded rules by name, disabled ones and filters included', async () => {
    const result = await platform.api.vpcFirewallRulesView({ query: mockVpc });
    if (result.type !== 'success') throw new Error('view failed');
    const names = result.data.rules.map((item) => item.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('allow-ssh');
    expect(result.data.rules.filter((item) => item.status === 'disabled').length).toBeGreaterThan(0);
    expect(result.data.rules.find((item) => item.name === 'allow-dns-out')).toMatchObject({
      direction: 'outbound',
      filters: { hosts: [{ type: 'ip', value: '1.1.1.1' }], ports: ['53'] },
    });
  });

  it('replaces the whole rule set, giving each rule a new id', async () => {
    const before = await platform.api.vpcFirewallRulesView({
      query: { project: 'other-project', vpc: 'default' },
    });
    if (before.type !== 'success') throw new Error('view failed');
    const kept = before.data.rules.find((item) => item.name === 'allow-ssh');
    if (!kept) throw new Error('seeded rule missing');
    const { id: _id, vpcId: _vpcId, timeCreated: _created, timeModified: _modified, ...keptRule } = kept;
    const result = await replace([rule('web'), keptRule], { project: 'other-project', vpc: 'default' });
    expect(result).toMatchObject(invalid('cross-VPC firewall target unsupported'));

    const replaced = await replace(
      [rule('web', { targets: [{ type: 'vpc', value: 'default' }] }), keptRule],
      {
        project: 'other-project',
        vpc: 'default',
      },
    );
    if (replaced.type !== 'success') throw new Error('update failed');
    expect(replaced.data.rules.map((item) => item.name)).toEqual(['allow-ssh', 'web']);
    expect(replaced.data.rules[0]?.id).not.toBe(kept.id);
    const after = await platform.api.vpcFirewallRulesView({
      query: { project: 'other-project', vpc: 'default' },
    });
    expect(after).toMatchObject({ type: 'success', data: { rules: replaced.data.rules } });

    const emptied = await replace([], { project: 'other-project', vpc: 'default' });
    expect(emptied).toMatchObject({ type: 'success', data: { rules: [] } });
  });

  it('refuses duplicate names, other VPCs, bad ports and oversized rule sets without changing anything', async () => {
    const before = await platform.api.vpcFirewallRulesView({ query: mockVpc });
    expect(await replace([rule('twice'), rule('twice'), rule('once')])).toMatchObject(
      invalid('Rule names must be unique. Duplicates: ["twice"]'),
    );
    const crossHost = rule('cross', { filters: { hosts: [{ type: 'vpc', value: 'default' }] } });
    expect(await replace([crossHost])).toMatchObject(invalid('cross-VPC firewall host filter unsupported'));
    expect(await replace([rule('ports', { filters: { ports: ['9000-8000'] } })])).toMatchObject(
      invalid('unable to parse JSON body: rules.0.filters.ports.0: End of range must not be below the start'),
    );
    const tooMany = Array.from({ length: 1025 }, (_, index) => rule(`rule-${index}`));
    const oversized = await replace(tooMany);
    expect(oversized).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: { errorCode: 'InvalidRequest' },
    });
    expect(await platform.api.vpcFirewallRulesView({ query: mockVpc })).toEqual(
      expect.objectContaining({ data: before.type === 'success' ? before.data : undefined }),
    );
  });

  it('accepts rules naming subnets and instances that do not exist yet', async () => {
    const targets = [
      { type: 'subnet' as const, value: 'future-subnet' },
      { type: 'instance' as const, value: 'future-instance' },
    ];
    const result = await replace([rule('ahead', { targets })], { project: 'empty-project', vpc: 'default' });
    expect(result).toMatchObject({ type: 'success', data: { rules: [{ name: 'ahead', targets }] } });
  });

  it('needs the collaborator role to replace rules', async () => {
    const viewer = platform.clientAs('simone');
    expect(await viewer.vpcFirewallRulesView({ query: mockVpc })).toMatchObject({ type: 'success' });
    const refused = await viewer.vpcFirewallRulesUpdate({ query: mockVpc, body: { rules: [] } });
    expect(refused).toMatchObject({ statusCode: 403, data: { errorCode: 'Forbidden' } });
  });
});

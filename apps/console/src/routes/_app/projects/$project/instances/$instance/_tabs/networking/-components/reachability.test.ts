import type { ExternalIp, VpcFirewallRule } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { priorityToOvercome, type ReachabilityFacts, reachabilityChecks } from './reachability';

const time = new Date('2026-01-05T09:00:00Z');
const rule = (name: string, overrides: Partial<VpcFirewallRule> = {}): VpcFirewallRule => ({
  id: `id-${name}`,
  name,
  description: '',
  timeCreated: time,
  timeModified: time,
  vpcId: 'vpc-id',
  action: 'allow',
  direction: 'inbound',
  priority: 65534,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
  ...overrides,
});

const snat = {
  kind: 'snat',
  ip: '198.51.100.7',
  ipPoolId: 'pool',
  firstPort: 0,
  lastPort: 16383,
} as ExternalIp;
const ephemeral = { kind: 'ephemeral', ip: '198.51.100.9', ipPoolId: 'pool' } as ExternalIp;

const reachable: ReachabilityFacts = {
  runState: 'running',
  externalIps: [snat, ephemeral],
  primaryNicRules: [rule('allow-ssh')],
  port: 22,
  instanceKeyCount: 1,
  userKeyCount: 0,
};

const met = (facts: ReachabilityFacts) =>
  Object.fromEntries(reachabilityChecks(facts).map((check) => [check.id, check.met]));

describe('reachabilityChecks', () => {
  it('passes every item for a running instance with an external IP, an SSH rule and a key', () => {
    const checks = reachabilityChecks(reachable);
    expect(checks.every((check) => check.met)).toBe(true);
    expect(checks.map((check) => check.detail)).toEqual([
      'It is running.',
      '198.51.100.9 (ephemeral)',
      'Allowed by rule allow-ssh (priority 65534).',
      '1 SSH key given to the instance.',
    ]);
  });

  it('fails each item on its own cause', () => {
    expect(
      met({
        runState: 'stopped',
        externalIps: [snat],
        primaryNicRules: [],
        port: 22,
        instanceKeyCount: 0,
        userKeyCount: 0,
      }),
    ).toEqual({ running: false, externalIp: false, firewall: false, sshKey: false });
  });

  it('checks the port the user picks', () => {
    const checks = reachabilityChecks({ ...reachable, port: 443 });
    expect(checks[2]).toMatchObject({
      label: 'Inbound TCP port 443 allowed from anywhere',
      met: false,
      detail: 'No enabled inbound rule allows TCP port 443 from any host.',
    });
  });

  it('names the rule that denies the port, and says when there is no interface at all', () => {
    const deny = rule('deny-all', { action: 'deny', priority: 10, filters: {} });
    expect(reachabilityChecks({ ...reachable, primaryNicRules: [rule('allow-ssh'), deny] })[2]?.detail).toBe(
      'Denied by rule deny-all (priority 10).',
    );
    expect(reachabilityChecks({ ...reachable, primaryNicRules: undefined })[2]).toMatchObject({
      met: false,
      detail: 'The instance has no network interface, so no firewall rule can apply to it.',
    });
  });

  it("counts the user's own SSH keys when the instance was given none", () => {
    const checks = reachabilityChecks({ ...reachable, instanceKeyCount: 0, userKeyCount: 2 });
    expect(checks[3]).toMatchObject({ met: true, detail: 'You have 2 SSH keys in your settings.' });
  });
});

describe('priorityToOvercome', () => {
  it('goes one ahead of a denying rule, and leaves the default otherwise', () => {
    const deny = rule('deny-all', { action: 'deny', priority: 10, filters: {} });
    expect(priorityToOvercome([rule('allow-ssh'), deny], 22)).toBe(9);
    expect(priorityToOvercome([rule('allow-ssh')], 22)).toBeUndefined();
    expect(priorityToOvercome([], 22)).toBeUndefined();
  });
});

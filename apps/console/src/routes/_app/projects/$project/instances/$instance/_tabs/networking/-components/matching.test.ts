import type { VpcFirewallRule } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import {
  inboundTcpFromAnywhere,
  ipNetContains,
  matchesAnyHost,
  type NicEndpoint,
  portsInclude,
  rulesForNic,
  sameIp,
  targetMatchesNic,
} from './matching';

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
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'web-vpc' }],
  filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
  ...overrides,
});

const nic: NicEndpoint = {
  vpc: 'web-vpc',
  subnet: 'frontend',
  instance: 'web-1',
  ips: ['10.1.2.5', 'fd1e:4f6a:7710:2::5'],
};

describe('addresses', () => {
  it('compares IPv6 addresses however they are written', () => {
    expect(sameIp('fd1e:4f6a:7710:2::5', 'fd1e:4f6a:7710:2:0:0:0:5')).toBe(true);
    expect(sameIp('::ffff:10.0.0.1', '::ffff:a00:1')).toBe(true);
    expect(sameIp('10.1.2.5', '10.1.2.50')).toBe(false);
    expect(sameIp('not-an-ip', 'not-an-ip')).toBe(false);
  });

  it('tells whether a block holds an address of its family', () => {
    expect(ipNetContains('10.1.0.0/16', '10.1.2.5')).toBe(true);
    expect(ipNetContains('10.1.3.0/24', '10.1.2.5')).toBe(false);
    expect(ipNetContains('0.0.0.0/0', '192.0.2.1')).toBe(true);
    expect(ipNetContains('10.1.2.5/32', '10.1.2.5')).toBe(true);
    expect(ipNetContains('fd1e:4f6a:7710::/48', 'fd1e:4f6a:7710:2::5')).toBe(true);
    expect(ipNetContains('fd1e:4f6a:7711::/48', 'fd1e:4f6a:7710:2::5')).toBe(false);
    expect(ipNetContains('::/0', '10.1.2.5')).toBe(false);
    expect(ipNetContains('10.1.0.0/40', '10.1.2.5')).toBe(false);
  });
});

describe('targetMatchesNic', () => {
  it.each([
    [{ type: 'vpc', value: 'web-vpc' }, true],
    [{ type: 'vpc', value: 'default' }, false],
    [{ type: 'subnet', value: 'frontend' }, true],
    [{ type: 'subnet', value: 'backend' }, false],
    [{ type: 'instance', value: 'web-1' }, true],
    [{ type: 'instance', value: 'web-2' }, false],
    [{ type: 'ip', value: 'fd1e:4f6a:7710:2:0::5' }, true],
    [{ type: 'ip', value: '10.1.2.6' }, false],
    [{ type: 'ip_net', value: '10.1.2.0/24' }, true],
    [{ type: 'ip_net', value: '10.1.1.0/24' }, false],
  ] as const)('%o → %s', (target, matches) => {
    expect(targetMatchesNic(target, nic)).toBe(matches);
  });
});

describe('rulesForNic', () => {
  it('keeps the rules with any matching target, enabled or not, by priority', () => {
    const rules = [
      rule('vpc-wide', { priority: 300 }),
      rule('other-subnet', { targets: [{ type: 'subnet', value: 'backend' }] }),
      rule('by-block', {
        priority: 5,
        status: 'disabled',
        targets: [
          { type: 'instance', value: 'db1' },
          { type: 'ip_net', value: '10.1.2.0/24' },
        ],
      }),
      rule('no-targets', { targets: [] }),
    ];
    expect(rulesForNic(rules, nic).map((r) => r.name)).toEqual(['by-block', 'vpc-wide']);
  });
});

describe('traffic filters', () => {
  it('matches ports in a list of ranges, and any port without a filter', () => {
    expect(portsInclude(['80', '8000-8080'], 8022)).toBe(true);
    expect(portsInclude(['80', '8000-8080'], 22)).toBe(false);
    expect(portsInclude(null, 22)).toBe(true);
    expect(portsInclude([], 22)).toBe(true);
  });

  it('counts only no filter or a zero-width block as "anywhere"', () => {
    expect(matchesAnyHost(null)).toBe(true);
    expect(matchesAnyHost([{ type: 'ip_net', value: '::/0' }])).toBe(true);
    expect(matchesAnyHost([{ type: 'ip_net', value: '203.0.113.0/24' }])).toBe(false);
    expect(matchesAnyHost([{ type: 'vpc', value: 'web-vpc' }])).toBe(false);
  });
});

describe('inboundTcpFromAnywhere', () => {
  it('is allowed by the first enabled inbound rule letting TCP to the port in from any host', () => {
    const rules = [
      rule('internal-only', { priority: 1, filters: { hosts: [{ type: 'vpc', value: 'web-vpc' }] } }),
      rule('off', { priority: 2, status: 'disabled' }),
      rule('outbound', { priority: 3, direction: 'outbound' }),
      rule('udp-only', { priority: 4, filters: { protocols: [{ type: 'udp' }] } }),
      rule('allow-ssh', { priority: 65534 }),
    ];
    expect(inboundTcpFromAnywhere(rules, 22)).toEqual({ verdict: 'allowed', rule: rules[4] });
    expect(inboundTcpFromAnywhere(rules, 2222)).toEqual({ verdict: 'no-rule' });
  });

  it('is denied by a deny rule ahead of the allow rule, and at equal priority', () => {
    const allow = rule('allow-ssh', { priority: 100 });
    const deny = rule('deny-all', {
      action: 'deny',
      priority: 50,
      filters: { ports: null, protocols: null },
    });
    expect(inboundTcpFromAnywhere([allow, deny], 22)).toEqual({ verdict: 'denied', rule: deny });
    const tie = { ...deny, priority: 100 };
    expect(inboundTcpFromAnywhere([allow, tie], 22)).toEqual({ verdict: 'denied', rule: tie });
    const later = { ...deny, priority: 200 };
    expect(inboundTcpFromAnywhere([allow, later], 22)).toEqual({ verdict: 'allowed', rule: allow });
  });

  it('ignores a deny rule that covers only some hosts', () => {
    const allow = rule('allow-ssh', { priority: 100 });
    const partial = rule('deny-range', {
      action: 'deny',
      priority: 10,
      filters: { hosts: [{ type: 'ip_net', value: '203.0.113.0/24' }] },
    });
    expect(inboundTcpFromAnywhere([allow, partial], 22).verdict).toBe('allowed');
  });
});

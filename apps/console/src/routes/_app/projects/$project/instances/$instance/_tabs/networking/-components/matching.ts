import type {
  VpcFirewallRule,
  VpcFirewallRuleFilter,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '@rackconsole/sdk';
import { parseIp, parseIpNet, parsePortRange } from '@rackconsole/validators';
import { byPriority } from '~/forms/firewallRules';

// Which rules apply to a network interface, and what they decide for a kind of traffic. Pure, so the instance
// networking tab and its tests read the same answers.

/** An address as a number, with its family, so blocks and differently written IPv6 addresses compare. */
interface IpValue {
  family: 'v4' | 'v6';
  value: bigint;
}

const v4Value = (text: string) =>
  text.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);

/** The eight 16-bit groups of an IPv6 run like '1:2' or '::ffff:10.0.0.1''s tail, IPv4 tail as two groups. */
function v6Groups(run: string): number[] {
  if (run === '') return [];
  return run.split(':').flatMap((group) => {
    if (!group.includes('.')) return [Number.parseInt(group, 16)];
    const value = Number(v4Value(group));
    return [Math.floor(value / 0x10000), value % 0x10000];
  });
}

/** An address's family and value, or undefined when it is not an address. */
export function ipValue(text: string): IpValue | undefined {
  const parsed = parseIp(text);
  if (parsed.type === 'error') return undefined;
  if (parsed.type === 'v4') return { family: 'v4', value: v4Value(text) };
  const [head = '', tail] = text.split('::');
  const headGroups = v6Groups(head);
  const tailGroups = tail === undefined ? [] : v6Groups(tail);
  const zeros = Array<number>(8 - headGroups.length - tailGroups.length).fill(0);
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return { family: 'v6', value: groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n) };
}

/** Whether two texts name the same address ('fd00::1' and 'fd00:0:0::1' do). */
export function sameIp(a: string, b: string): boolean {
  const [first, second] = [ipValue(a), ipValue(b)];
  return Boolean(first && second && first.family === second.family && first.value === second.value);
}

/** Whether an IP network block such as '10.1.0.0/16' holds an address (of the same family). */
export function ipNetContains(net: string, ip: string): boolean {
  const block = parseIpNet(net);
  if (block.type === 'error') return false;
  const [base, address] = [ipValue(block.address), ipValue(ip)];
  if (!base || !address || base.family !== address.family) return false;
  const hostBits = BigInt((block.type === 'v4' ? 32 : 128) - block.width);
  return base.value >> hostBits === address.value >> hostBits;
}

/** A network interface as firewall targets see it: its VPC, subnet and instance by name, and its addresses. */
export interface NicEndpoint {
  vpc: string;
  subnet: string;
  instance: string;
  ips: readonly string[];
}

/** Whether a rule target selects the interface. */
export function targetMatchesNic(target: VpcFirewallRuleTarget, nic: NicEndpoint): boolean {
  switch (target.type) {
    case 'vpc':
      return target.value === nic.vpc;
    case 'subnet':
      return target.value === nic.subnet;
    case 'instance':
      return target.value === nic.instance;
    case 'ip':
      return nic.ips.some((ip) => sameIp(target.value, ip));
    case 'ip_net':
      return nic.ips.some((ip) => ipNetContains(target.value, ip));
  }
}

/**
 * The rules of the interface's VPC that apply to it (any target selects it), enabled or not, in the order the
 * platform evaluates them.
 */
export function rulesForNic<Rule extends VpcFirewallRuleUpdate>(rules: readonly Rule[], nic: NicEndpoint) {
  return rules
    .filter((rule) => rule.targets.some((target) => targetMatchesNic(target, nic)))
    .sort(byPriority);
}

/** Whether a port filter lets `port` through: no filter means any port. */
export function portsInclude(ports: VpcFirewallRuleFilter['ports'], port: number): boolean {
  if (!ports || ports.length === 0) return true;
  return ports.some((range) => {
    const parsed = parsePortRange(range);
    return parsed.ok && parsed.value[0] <= port && port <= parsed.value[1];
  });
}

/** Whether a protocol filter lets TCP through: no filter means any protocol. */
const allowsTcp = (protocols: VpcFirewallRuleFilter['protocols']) =>
  !protocols || protocols.length === 0 || protocols.some((protocol) => protocol.type === 'tcp');

/**
 * Whether a host filter matches traffic from any host on the internet: no filter, or a block of width 0
 * (0.0.0.0/0, ::/0). Filters naming a VPC, subnet, instance or narrower block match only some hosts.
 */
export function matchesAnyHost(hosts: VpcFirewallRuleFilter['hosts']): boolean {
  if (!hosts || hosts.length === 0) return true;
  return hosts.some((host) => {
    if (host.type !== 'ip_net') return false;
    const block = parseIpNet(host.value);
    return block.type !== 'error' && block.width === 0;
  });
}

/** What the interface's rules do with inbound TCP to a port from any host, and the rule that decides it. */
export type InboundDecision =
  | { verdict: 'allowed'; rule: VpcFirewallRule }
  | { verdict: 'denied'; rule: VpcFirewallRule }
  | { verdict: 'no-rule' };

/**
 * Decides inbound TCP to `port` from anywhere, given the rules that apply to an interface: the enabled
 * inbound rules that match that traffic for every host are taken by priority (lowest number first; deny
 * first at equal priority, the cautious reading), and the first decides. Without one, traffic is dropped.
 */
export function inboundTcpFromAnywhere(rules: readonly VpcFirewallRule[], port: number): InboundDecision {
  const deciding = rules
    .filter(
      (rule) =>
        rule.status === 'enabled' &&
        rule.direction === 'inbound' &&
        allowsTcp(rule.filters.protocols) &&
        portsInclude(rule.filters.ports, port) &&
        matchesAnyHost(rule.filters.hosts),
    )
    .sort((a, b) => a.priority - b.priority || Number(a.action === 'allow') - Number(b.action === 'allow'));
  const [first] = deciding;
  if (!first) return { verdict: 'no-rule' };
  return first.action === 'allow' ? { verdict: 'allowed', rule: first } : { verdict: 'denied', rule: first };
}

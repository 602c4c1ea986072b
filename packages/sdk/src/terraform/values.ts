// Platform values in the shapes the provider's nested attributes take.
import type {
  PrivateIpStack,
  RouteDestination,
  RouteTarget,
  VpcFirewallRuleFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
} from '../generated/api.js';
import { HclMap, type HclValue } from './hcl.js';

/** A route's destination or target: `{ type, value }`, no value for `drop`. */
export const routeEnd = (end: RouteDestination | RouteTarget): HclValue =>
  'value' in end ? { type: end.type, value: end.value } : { type: end.type };

/** An interface's addresses as `ip_config`: the addresses it has, so that plan proposes no change. */
export function ipConfig(stack: PrivateIpStack): HclValue {
  if (stack.type === 'v4') return { v4: { ip: stack.value.ip } };
  if (stack.type === 'v6') return { v6: { ip: stack.value.ip } };
  return { v4: { ip: stack.value.v4.ip }, v6: { ip: stack.value.v6.ip } };
}

const protocol = (p: VpcFirewallRuleProtocol): HclValue =>
  (p.type === 'icmp' || p.type === 'icmp6') && p.value
    ? { type: p.type, icmp_type: p.value.icmpType, icmp_code: p.value.code ?? undefined }
    : { type: p.type };

const hostOrTarget = (t: VpcFirewallRuleTarget): HclValue => ({ type: t.type, value: t.value });

/** A rule's filters; the provider wants each list left out rather than empty. */
export const firewallFilters = (filters: VpcFirewallRuleFilter): HclValue => ({
  hosts: filters.hosts?.length ? filters.hosts.map(hostOrTarget) : undefined,
  ports: filters.ports?.length ? [...filters.ports] : undefined,
  protocols: filters.protocols?.length ? filters.protocols.map(protocol) : undefined,
});

/** The fields of a firewall rule that the provider's `rules` map holds (its name is the key). */
export interface FirewallRuleFields {
  name: string;
  action: string;
  description: string;
  direction: string;
  filters: VpcFirewallRuleFilter;
  priority: number;
  status: string;
  targets: VpcFirewallRuleTarget[];
}

/** A VPC's rules as the provider's map keyed by rule name (ordered by name, as Terraform shows a map). */
export function firewallRulesMap(rules: readonly FirewallRuleFields[]): HclMap {
  const sorted = [...rules].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return new HclMap(
    Object.fromEntries(
      sorted.map((rule) => [
        rule.name,
        {
          action: rule.action,
          description: rule.description,
          direction: rule.direction,
          filters: firewallFilters(rule.filters),
          priority: rule.priority,
          status: rule.status,
          targets: rule.targets.map(hostOrTarget),
        },
      ]),
    ),
  );
}

import type { ExternalIp, Instance, VpcFirewallRule } from '@rackconsole/sdk';
import { type InboundDecision, inboundTcpFromAnywhere } from './matching';

/** What the checklist reads about an instance to say whether it can be reached over SSH from outside. */
export interface ReachabilityFacts {
  runState: Instance['runState'];
  externalIps: readonly ExternalIp[];
  /** The rules that apply to the primary interface (external traffic arrives there); undefined with none. */
  primaryNicRules: readonly VpcFirewallRule[] | undefined;
  /** The TCP port to reach, 22 for SSH unless the user picks another. */
  port: number;
  instanceKeyCount: number;
  userKeyCount: number;
}

export type ReachabilityCheckId = 'running' | 'externalIp' | 'firewall' | 'sshKey';

/** One item of the checklist: whether it holds, and in words what was found. */
export interface ReachabilityCheck {
  id: ReachabilityCheckId;
  label: string;
  met: boolean;
  detail: string;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function firewallDetail(decision: InboundDecision | undefined, port: number) {
  if (!decision) return 'The instance has no network interface, so no firewall rule can apply to it.';
  switch (decision.verdict) {
    case 'allowed':
      return `Allowed by rule ${decision.rule.name} (priority ${decision.rule.priority}).`;
    case 'denied':
      return `Denied by rule ${decision.rule.name} (priority ${decision.rule.priority}).`;
    case 'no-rule':
      return `No enabled inbound rule allows TCP port ${port} from any host.`;
  }
}

function sshKeyDetail(instanceKeys: number, userKeys: number) {
  if (instanceKeys > 0) return `${plural(instanceKeys, 'SSH key')} given to the instance.`;
  if (userKeys > 0) return `You have ${plural(userKeys, 'SSH key')} in your settings.`;
  return 'Neither the instance nor your settings have an SSH key.';
}

/** The reachability checklist: running, an external IP, an inbound rule letting the port in, an SSH key. */
export function reachabilityChecks(facts: ReachabilityFacts): ReachabilityCheck[] {
  const external = facts.externalIps.filter((ip) => ip.kind !== 'snat');
  const decision = facts.primaryNicRules && inboundTcpFromAnywhere(facts.primaryNicRules, facts.port);
  return [
    {
      id: 'running',
      label: 'Instance is running',
      met: facts.runState === 'running',
      detail: facts.runState === 'running' ? 'It is running.' : `It is ${facts.runState}.`,
    },
    {
      id: 'externalIp',
      label: 'Has an external IP',
      met: external.length > 0,
      detail:
        external.length > 0
          ? external.map((ip) => `${ip.ip} (${ip.kind})`).join(', ')
          : 'It has no ephemeral or floating IP, only the outbound (SNAT) address.',
    },
    {
      id: 'firewall',
      label: `Inbound TCP port ${facts.port} allowed from anywhere`,
      met: decision?.verdict === 'allowed',
      detail: firewallDetail(decision, facts.port),
    },
    {
      id: 'sshKey',
      label: 'SSH key present',
      met: facts.instanceKeyCount + facts.userKeyCount > 0,
      detail: sshKeyDetail(facts.instanceKeyCount, facts.userKeyCount),
    },
  ];
}

/**
 * The priority for a rule that lets the port in: one ahead of the rule denying it (when there is room), or
 * undefined for the new-rule default when no rule denies it.
 */
export function priorityToOvercome(rules: readonly VpcFirewallRule[], port: number): number | undefined {
  const decision = inboundTcpFromAnywhere(rules, port);
  if (decision.verdict !== 'denied') return undefined;
  return Math.max(0, decision.rule.priority - 1);
}

import { vpcFirewallRulesUpdate, vpcFirewallRulesView } from '../model/operations/vpc-firewall';
import type { Handlers } from './types';

export const firewallHandlers: Handlers = {
  vpc_firewall_rules_view: vpcFirewallRulesView,
  vpc_firewall_rules_update: vpcFirewallRulesUpdate,
};

import { NETWORKING, requireProject } from '../model/core/authz';
import { firewallRulesOf, replaceFirewallRules } from '../model/vpc/vpc-firewall';
import { findVpc } from '../model/vpc/vpc-lookup';
import type { Handlers } from './types';

export const firewallHandlers: Handlers = {
  vpc_firewall_rules_view: ({ db, actor, query }) => {
    const vpc = findVpc(db, actor, query.vpc, query.project);
    return { rules: firewallRulesOf(db, vpc.id) };
  },

  vpc_firewall_rules_update: ({ db, actor, query, body, now }) => {
    const vpc = findVpc(db, actor, query.vpc, query.project);
    requireProject(db, actor, vpc.project_id, NETWORKING);
    return { rules: replaceFirewallRules(db, vpc, body.rules, now) };
  },
};

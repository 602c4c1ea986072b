import { NETWORKING, requireProject } from '../core/authz';
import type { Operation } from '../core/context';
import { firewallRulesOf, replaceFirewallRules } from '../vpc/vpc-firewall';
import { findVpc } from '../vpc/vpc-lookup';

export const vpcFirewallRulesView: Operation<'vpc_firewall_rules_view'> = ({ db, actor, query }) => {
  const vpc = findVpc(db, actor, query.vpc, query.project);
  return { rules: firewallRulesOf(db, vpc.id) };
};

export const vpcFirewallRulesUpdate: Operation<'vpc_firewall_rules_update'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
  const vpc = findVpc(db, actor, query.vpc, query.project);
  requireProject(db, actor, vpc.project_id, NETWORKING);
  return { rules: replaceFirewallRules(db, vpc, body.rules, now) };
};

import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { firewallRulesQuery } from '~/api/vpcs';

/** Loads a VPC's rules for a rule's form; naming a rule the VPC does not have is a 'Page not found'. */
export async function loadRule(
  queryClient: QueryClient,
  { project, vpc, rule }: { project: string; vpc: string; rule?: string },
) {
  const { rules } = await queryClient.ensureQueryData(firewallRulesQuery(project, vpc));
  if (rule !== undefined && !rules.some((candidate) => candidate.name === rule)) throw notFound();
  return rules;
}

import { toWire, type VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { validateName } from '@rackconsole/validators';
import { rackctl } from '~/forms/cliCommand';
import { type FirewallRuleValues, validatePriority } from '~/forms/firewallRules';

/** The file `rackctl firewall-rules update --file` reads: the platform's JSON, as `view --json` prints it. */
export const rulesFileJson = (rules: readonly VpcFirewallRuleUpdate[]) =>
  JSON.stringify(toWire({ rules }), null, 2);

/**
 * The shell lines that replace a VPC's rules from a terminal: write the whole new list to rules.json (the CLI,
 * like the platform, only takes the whole list), then send it. The here-document's delimiter is quoted, so
 * the shell copies the JSON as it is; indented JSON never has a line that is just `EOF`.
 */
export function firewallRulesUpdateCommand(
  project: string,
  vpc: string,
  rules: readonly VpcFirewallRuleUpdate[],
): string {
  return [
    "cat > rules.json <<'EOF'",
    rulesFileJson(rules),
    'EOF',
    rackctl(['firewall-rules', 'update'], { project, vpc, file: 'rules.json' }),
  ].join('\n');
}

/**
 * Why the form's values cannot make a rule yet (the fields the list editors do not check as they go), so the
 * command never carries a rule the form would refuse; undefined when they can.
 */
export function ruleValuesProblem(values: FirewallRuleValues): string | undefined {
  const nameProblem = validateName(values.name);
  return nameProblem ? `Name: ${nameProblem}` : validatePriority(values.priority);
}

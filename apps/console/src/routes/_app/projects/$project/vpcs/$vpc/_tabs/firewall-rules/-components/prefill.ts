import { MAX_NAME_LENGTH } from '@rackconsole/validators';
import type { RulePrefill } from '~/forms/firewallPrefillSearch';
import { type FirewallRuleValues, NEW_RULE_VALUES } from '~/forms/firewallRules';

/** `base`, or `base-2`, `base-3`… when taken, kept within the name length limit. */
function freeName(base: string, taken: readonly string[]) {
  for (let attempt = 1; ; attempt++) {
    const suffix = attempt === 1 ? '' : `-${attempt}`;
    const candidate = `${base.slice(0, MAX_NAME_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** The form values of a suggested rule, or undefined when the URL suggests none (a port and an instance). */
export function prefilledRuleValues(
  prefill: RulePrefill,
  takenNames: readonly string[],
): FirewallRuleValues | undefined {
  const { allowTcpPort: port, toInstance: instance, priority } = prefill;
  if (port === undefined || instance === undefined) return undefined;
  const what = port === 22 ? 'ssh' : `tcp-${port}`;
  return {
    ...NEW_RULE_VALUES,
    name: freeName(`allow-${what}-to-${instance}`, takenNames),
    description: `Allow inbound TCP port ${port} from anywhere to ${instance}`,
    priority: priority ?? NEW_RULE_VALUES.priority,
    targets: [{ type: 'instance', value: instance }],
    ports: [String(port)],
    protocols: [{ type: 'tcp' }],
  };
}

import { MAX_NAME_LENGTH, MAX_PORT, validateName } from '@rackconsole/validators';
import { type FirewallRuleValues, MAX_PRIORITY, NEW_RULE_VALUES } from './rules';

/**
 * A rule suggested through the new-rule form's URL, e.g. by an instance's reachability checklist: allow
 * inbound TCP on one port from anywhere to one instance, at a priority that beats the rule blocking it.
 */
export interface RulePrefill {
  allowTcpPort?: number;
  toInstance?: string;
  priority?: number;
}

const wholeNumberIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/** The route's search parameters: anything malformed is left out rather than failing the page. */
export function parseRulePrefill(search: Record<string, unknown>): RulePrefill {
  const allowTcpPort = wholeNumberIn(search.allowTcpPort, 1, MAX_PORT);
  const priority = wholeNumberIn(search.priority, 0, MAX_PRIORITY);
  const toInstance =
    typeof search.toInstance === 'string' && !validateName(search.toInstance) ? search.toInstance : undefined;
  return {
    ...(allowTcpPort === undefined ? {} : { allowTcpPort }),
    ...(toInstance === undefined ? {} : { toInstance }),
    ...(priority === undefined ? {} : { priority }),
  };
}

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

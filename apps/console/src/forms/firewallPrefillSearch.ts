// Kept apart from the rule forms: the new-rule route checks its search with this, and a route's search check
// ships in the console's entry chunk.
import { MAX_PORT, validateName } from '@rackconsole/validators';

/** Highest rule priority; lower numbers are evaluated first. */
export const MAX_PRIORITY = 65535;

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

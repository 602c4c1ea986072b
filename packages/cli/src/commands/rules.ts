import type { StateCheck } from '@rackconsole/sdk';
import { RefusedError } from '../errors';

/** "a, b or c" */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * Refuses an action the SDK's state table does not allow, before calling the platform, with the same rule
 * the console uses to grey out its button. `what` reads like "start instance web-1".
 */
export function requireState<Subject, State extends string>(
  check: StateCheck<Subject, State>,
  subject: Subject,
  state: State,
  what: string,
): void {
  if (check(subject)) return;
  throw new RefusedError(`Cannot ${what} while it is ${state} (allowed when ${orList(check.states)})`);
}

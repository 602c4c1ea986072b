import { joinList, type StateCheck } from '@rackconsole/sdk';
import { RefusedError } from '../errors';

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
  throw new RefusedError(`Cannot ${what} while it is ${state} (allowed when ${joinList(check.states)})`);
}

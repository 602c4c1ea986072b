import { type Instance, isInstanceTransient } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { instanceQuery } from '~/api/instances';
import { useInstanceParams } from '~/hooks/useRouteParams';

/**
 * How often views poll while an instance is in a transient state: the platform moves it on by itself within
 * seconds, so the view follows closely; once every instance has settled, polling stops.
 */
export const TRANSIENT_POLL_MS = 1000;
/** A state change that has taken longer than this is stuck (or slow), so polling eases off. */
const RECENT_CHANGE_MS = 60_000;
const STUCK_POLL_MS = 10_000;

/**
 * The polling interval for a set of instances: every second while one is changing state, every ten seconds
 * while one has been in a transient state for over a minute, and none once all have settled.
 */
export function pollWhileTransient(instances: readonly Instance[] | undefined, now = Date.now()) {
  const changing = instances?.filter(isInstanceTransient) ?? [];
  if (changing.length === 0) return false;
  const recent = changing.some((instance) => now - instance.timeRunStateUpdated.getTime() < RECENT_CHANGE_MS);
  return recent ? TRANSIENT_POLL_MS : STUCK_POLL_MS;
}

/**
 * The instance of the current route, kept fresh while it changes state. Its route loader fetched it, so it
 * is there on first render.
 */
export function useInstance(): { project: string; instance: Instance } {
  const params = useInstanceParams();
  const query = useQuery({
    ...instanceQuery(params.project, params.instance),
    refetchInterval: (current) => pollWhileTransient(current.state.data ? [current.state.data] : undefined),
  });
  if (!query.data) throw query.error ?? new Error(`Instance ${params.instance} is not loaded`);
  return { project: params.project, instance: query.data };
}

// `@rackconsole/sdk/query`: the platform's reads and writes as a UI cache takes them (TanStack Query takes these
// objects as they are), with the keys and the delete rule the console's cache follows, so that any UI built on
// the SDK shares them.
import type { Api, OperationName, Params, Response } from '../client/api.js';
import { callOrThrow } from '../helpers/call-or-throw.js';

/** A read's cache key: `[name]` (the prefix of every read of the operation, to invalidate) or `[name, params]`. */
export type OperationQueryKey<Name extends OperationName> = readonly [Name] | readonly [Name, Params<Name>];

export const operationQueryKey = <Name extends OperationName>(
  name: Name,
  params?: Params<Name>,
): OperationQueryKey<Name> => (params === undefined ? [name] : [name, params]);

const callWith = <Name extends OperationName>(api: Api, name: Name, params: Params<Name> | undefined) =>
  callOrThrow(api, name, ...([params] as Parameters<Api[Name]>));

/** A read as a UI cache takes it: its key, and a function that resolves to the data or throws a `PlatformCallError`. */
export function operationQuery<Name extends OperationName>(api: Api, name: Name, params?: Params<Name>) {
  return {
    queryKey: operationQueryKey(name, params),
    queryFn: (): Promise<Response<Name>> => callWith(api, name, params),
  };
}

/** A write as a UI cache takes it, keyed by its operation's name. */
export function operationMutation<Name extends OperationName>(api: Api, name: Name) {
  return {
    mutationKey: [name] as const,
    mutationFn: (params: Params<Name>): Promise<Response<Name>> => callWith(api, name, params),
  };
}

type Selectors = Record<string, unknown>;

/** The names and ids that pick a resource out: its path parameters and its query's (project, vpc…). */
function selectorsOf(params: unknown): Selectors {
  if (typeof params !== 'object' || params === null) return {};
  const { path, query } = params as { path?: Selectors; query?: Selectors };
  return { ...query, ...path };
}

/**
 * Whether a successful write leaves a cached read showing a resource that is gone, to be removed rather than
 * refetched: the write is a delete and every selector it names (instance, project…) is the read's too. Lists
 * the resource was in name no such selector and stay, to be invalidated.
 */
export function readsDeletedBy(
  writeName: string,
  writeParams: unknown,
  readKey: readonly unknown[],
): boolean {
  if (!writeName.endsWith('Delete')) return false;
  const deleted = Object.entries(selectorsOf(writeParams)).filter(([, value]) => value !== undefined);
  if (deleted.length === 0) return false;
  const read = selectorsOf(readKey[1]);
  return deleted.every(([key, value]) => read[key] === value);
}

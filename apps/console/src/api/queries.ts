import {
  callOrThrow,
  type OperationName,
  type Params,
  PlatformCallError,
  type Response,
} from '@rackconsole/sdk';
import {
  MutationCache,
  type Query,
  QueryCache,
  QueryClient,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '~/constants';
import { api } from './client';

/** Calls a named operation and resolves to its data, or throws a `PlatformCallError` for any failure. */
export const call = <Name extends OperationName>(
  name: Name,
  params?: Params<Name>,
): Promise<Response<Name>> => callOrThrow(api, name, ...([params] as Parameters<(typeof api)[Name]>));

/** Query options for a read: the key is the operation and its parameters, so equal reads share a cache entry. */
export const apiQuery = <Name extends OperationName>(name: Name, params?: Params<Name>) =>
  queryOptions({
    queryKey: params === undefined ? [name] : [name, params],
    queryFn: () => call(name, params),
  });

/**
 * A mutation of a named operation; `onSuccess` typically invalidates the lists it changed. A successful
 * delete also removes the deleted resource's cached reads (see `removeDeletedResource`).
 */
export function useApiMutation<Name extends OperationName>(
  name: Name,
  options: Omit<
    UseMutationOptions<Response<Name>, PlatformCallError, Params<Name>>,
    'mutationFn' | 'mutationKey'
  > = {},
) {
  return useMutation<Response<Name>, PlatformCallError, Params<Name>>({
    ...options,
    mutationKey: [name],
    mutationFn: (params) => call(name, params),
  });
}

type Selectors = Record<string, unknown>;

/** The names and ids that pick a resource out: its path parameters and its query's (project, vpc…). */
function selectorsOf(params: unknown): Selectors {
  if (typeof params !== 'object' || params === null) return {};
  const { path, query } = params as { path?: Selectors; query?: Selectors };
  return { ...query, ...path };
}

/**
 * Whether a cached read is of the deleted resource or of something inside it: every selector of the delete
 * (e.g. instance and project) names the same thing in the read's parameters. So deleting an instance drops its
 * view, disks and addresses, and deleting a project drops every read scoped to it; the lists the resource was
 * in carry no such selector and stay, for the page's own invalidation to refresh.
 */
export function readsDeletedResource(deleteParams: unknown, query: Pick<Query, 'queryKey'>): boolean {
  const deleted = Object.entries(selectorsOf(deleteParams)).filter(([, value]) => value !== undefined);
  if (deleted.length === 0) return false;
  const read = selectorsOf(query.queryKey[1]);
  return deleted.every(([key, value]) => read[key] === value);
}

/**
 * After a delete, its resource's reads are removed rather than invalidated, so a page of it reached again
 * (Back, a link) loads afresh and shows not-found instead of live actions on a resource that is gone.
 */
function removeDeletedResource(queryClient: QueryClient, operation: unknown, params: unknown) {
  if (typeof operation !== 'string' || !operation.endsWith('Delete')) return;
  queryClient.removeQueries({ predicate: (query) => readsDeletedResource(params, query) });
}

/** Invalidates every cached read of the given operations (e.g. after a create, the list). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...names: OperationName[]) =>
    Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
}

/** Spec §9: no retries, data fresh for 2 s, no refetch on window focus. */
export function createQueryClient(onUnauthorized: () => void) {
  const onError = (error: unknown) => {
    if (error instanceof PlatformCallError && error.statusCode === 401) onUnauthorized();
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      // Settled rather than success: it runs after the mutation's own onSuccess, which leaves the deleted
      // resource's page, so that page does not refetch what it shows while it is still on screen.
      onSettled: (_data, error, params, _context, mutation) => {
        if (!error) removeDeletedResource(queryClient, mutation.options.mutationKey?.[0], params);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

import {
  callOrThrow,
  type OperationName,
  type Params,
  PlatformCallError,
  type Response,
} from '@rackconsole/sdk';
import { operationMutation, operationQuery, operationQueryKey, readsDeletedBy } from '@rackconsole/sdk/query';
import {
  MutationCache,
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

/** Query options for a read, keyed as the SDK keys it: equal reads share a cache entry. */
export const apiQuery = <Name extends OperationName>(name: Name, params?: Params<Name>) =>
  queryOptions(operationQuery(api, name, params));

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
    ...operationMutation(api, name),
  });
}

/**
 * After a delete, its resource's reads are removed rather than invalidated, so a page of it reached again
 * (Back, a link) loads afresh and shows not-found instead of live actions on a resource that is gone.
 */
function removeDeletedResource(queryClient: QueryClient, operation: unknown, params: unknown) {
  if (typeof operation !== 'string') return;
  queryClient.removeQueries({ predicate: (query) => readsDeletedBy(operation, params, query.queryKey) });
}

/** Invalidates every cached read of the given operations (e.g. after a create, the list). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...names: OperationName[]) =>
    Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: operationQueryKey(name) })));
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

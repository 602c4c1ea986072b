import {
  callOrThrow,
  type OperationName,
  type Params,
  PlatformCallError,
  type Response,
} from '@rackconsole/sdk';
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

/** Query options for a read: the key is the operation and its parameters, so equal reads share a cache entry. */
export const apiQuery = <Name extends OperationName>(name: Name, params?: Params<Name>) =>
  queryOptions({
    queryKey: params === undefined ? [name] : [name, params],
    queryFn: () => call(name, params),
  });

/** A mutation of a named operation; `onSuccess` typically invalidates the lists it changed. */
export function useApiMutation<Name extends OperationName>(
  name: Name,
  options: Omit<UseMutationOptions<Response<Name>, PlatformCallError, Params<Name>>, 'mutationFn'> = {},
) {
  return useMutation<Response<Name>, PlatformCallError, Params<Name>>({
    ...options,
    mutationFn: (params) => call(name, params),
  });
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
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

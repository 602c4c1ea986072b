import type { OperationName, Params, Response } from '@rackconsole/sdk';
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
import { ApiError } from './errors';

/** Calls a named operation and resolves to its data, or throws an `ApiError` for any failure. */
export async function call<Name extends OperationName>(
  name: Name,
  params?: Params<Name>,
): Promise<Response<Name>> {
  const operation = api[name] as unknown as (params?: Params<Name>) => ReturnType<(typeof api)[Name]>;
  const result = await operation(params);
  if (result.type !== 'success') throw new ApiError(result, name);
  return result.data as Response<Name>;
}

/** Query options for a read: the key is the operation and its parameters, so equal reads share a cache entry. */
export const apiQuery = <Name extends OperationName>(name: Name, params?: Params<Name>) =>
  queryOptions({
    queryKey: params === undefined ? [name] : [name, params],
    queryFn: () => call(name, params),
  });

/** A mutation of a named operation; `onSuccess` typically invalidates the lists it changed. */
export function useApiMutation<Name extends OperationName>(
  name: Name,
  options: Omit<UseMutationOptions<Response<Name>, ApiError, Params<Name>>, 'mutationFn'> = {},
) {
  return useMutation<Response<Name>, ApiError, Params<Name>>({
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
    if (error instanceof ApiError && error.statusCode === 401) onUnauthorized();
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

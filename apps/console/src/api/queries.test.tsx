import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, useApiMutation } from './queries';

// The platform's answers: deletes succeed, a failing one refuses.
vi.mock('./client', () => ({
  api: {
    instanceDelete: async () => ({ type: 'success', data: undefined, statusCode: 204 }),
    projectDelete: async () => ({
      type: 'error',
      statusCode: 400,
      data: {
        errorCode: 'InvalidRequest',
        message: 'project to be deleted contains an instance',
        requestId: 'r1',
      },
    }),
    instanceStop: async () => ({ type: 'success', data: {}, statusCode: 202 }),
  },
}));

const db1 = { path: { instance: 'db1' }, query: { project: 'mock-project' } };

/** A console query client holding reads of db1, of things around it, and of the project. */
function seededClient() {
  const queryClient = createQueryClient(() => undefined);
  const seed: unknown[][] = [
    ['instanceView', db1],
    ['instanceDiskList', { path: { instance: 'db1' }, query: { project: 'mock-project', limit: 25 } }],
    ['instanceExternalIpList', { path: { instance: 'db1' }, query: { project: 'mock-project' } }],
    ['instanceView', { path: { instance: 'db2' }, query: { project: 'mock-project' } }],
    ['instanceView', { path: { instance: 'db1' }, query: { project: 'other-project' } }],
    ['instanceList', { query: { project: 'mock-project', limit: 25 } }],
    ['projectView', { path: { project: 'mock-project' } }],
  ];
  for (const key of seed) queryClient.setQueryData(key, {});
  const cached = () =>
    queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.queryKey);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, cached, wrapper };
}

describe('a delete removes its resource from the cache', () => {
  it('drops every read of the deleted instance and keeps the others and the lists', async () => {
    const { cached, wrapper } = seededClient();
    const { result } = renderHook(() => useApiMutation('instanceDelete'), { wrapper });
    await act(() => result.current.mutateAsync(db1));
    expect(cached()).toEqual([
      ['instanceView', { path: { instance: 'db2' }, query: { project: 'mock-project' } }],
      ['instanceView', { path: { instance: 'db1' }, query: { project: 'other-project' } }],
      ['instanceList', { query: { project: 'mock-project', limit: 25 } }],
      ['projectView', { path: { project: 'mock-project' } }],
    ]);
  });

  it('keeps everything when the delete fails, or when the call is not a delete', async () => {
    const { cached, wrapper } = seededClient();
    const before = cached();
    const { result } = renderHook(
      () => ({ remove: useApiMutation('projectDelete'), stop: useApiMutation('instanceStop') }),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.remove.mutateAsync({ path: { project: 'mock-project' } })).rejects.toThrow(
        'contains an instance',
      );
      await result.current.stop.mutateAsync(db1);
    });
    expect(cached()).toEqual(before);
  });
});

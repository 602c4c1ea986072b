import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '~/test/render';
import { ipPoolDeleteBlocker, projectDeleteBlocker, vpcDeleteBlocker } from './deleteBlockers';
import { apiQuery } from './queries';

const page = (...names: string[]) => ({ items: names.map((name) => ({ name })) });

describe('delete blockers', () => {
  it('name the subnets a VPC must lose first, and nothing for an empty VPC', async () => {
    const queryClient = createTestQueryClient();
    const subnets = (vpc: string) => apiQuery('vpcSubnetList', { query: { project: 'p', vpc, limit: 5 } });
    queryClient.setQueryData(subnets('web').queryKey, { ...page('a', 'b'), nextPage: 'more' } as never);
    queryClient.setQueryData(subnets('empty').queryKey, page() as never);
    expect(await vpcDeleteBlocker(queryClient, 'p', 'web')).toBe(
      'VPC cannot be deleted while VPC Subnets exist. Delete its subnets first: a, b, and more.',
    );
    expect(await vpcDeleteBlocker(queryClient, 'p', 'empty')).toBeUndefined();
  });

  it('list what a project still holds, kind by kind', async () => {
    const queryClient = createTestQueryClient();
    const query = { project: 'p', limit: 5 };
    queryClient.setQueryData(apiQuery('instanceList', { query }).queryKey, page('db1') as never);
    queryClient.setQueryData(apiQuery('diskList', { query }).queryKey, page() as never);
    queryClient.setQueryData(apiQuery('snapshotList', { query }).queryKey, page() as never);
    queryClient.setQueryData(apiQuery('imageList', { query }).queryKey, page() as never);
    queryClient.setQueryData(apiQuery('vpcList', { query }).queryKey, page('default') as never);
    expect(await projectDeleteBlocker(queryClient, 'p')).toBe(
      'A project cannot be deleted while it holds resources. Delete these first: instances (db1); VPCs (default).',
    );
  });

  it('say nothing when the check itself fails, leaving the platform to judge', async () => {
    const queryClient = createTestQueryClient();
    const ranges = apiQuery('systemIpPoolRangeList', { path: { pool: 'public' }, query: { limit: 1 } });
    await queryClient
      .prefetchQuery({ queryKey: ranges.queryKey, queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);
    expect(await ipPoolDeleteBlocker(queryClient, 'broken')).toBeUndefined();
    queryClient.setQueryData(ranges.queryKey, page('203.0.113.1') as never);
    expect(await ipPoolDeleteBlocker(queryClient, 'public')).toBe(
      'An IP pool cannot be deleted while it has address ranges. Remove its ranges first.',
    );
  });
});

import { createApi } from '@rackconsole/sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositoryListQuery, trustRootListQuery, updateStatusQuery } from '~/api/update';
import { createTestQueryClient, renderWithRouter } from '~/test/render';
import { TrustRootsSection } from './TrustRootsSection';
import { prefetchUpdatePage } from './UpdatePage';

// The trust roots are a side list of the update page: their failure is their panel's, not the page's.

/** The platform's answers to the trust-root list, in order; any other request is not found. */
const platform = vi.hoisted(() => ({ trustRoots: vi.fn<() => Promise<Response>>() }));
vi.mock('~/api/client', () => ({
  api: createApi({
    host: 'http://rack.test',
    fetch: async (request: Request) =>
      new URL(request.url).pathname === '/v1/system/update/trust-roots'
        ? platform.trustRoots()
        : json(404, { error_code: 'NotFound', message: 'Not Found', request_id: 'r0' }),
  }),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const unavailable = () =>
  json(503, { error_code: 'ServiceNotAvailable', message: 'Service unavailable', request_id: 'r1' });

const root = {
  id: '7e0a0000-0000-4000-8000-000000000001',
  root_role: { signed: { version: 3, expires: '2030-01-01T00:00:00Z' } },
  time_created: '2026-01-05T09:00:00Z',
  time_modified: '2026-01-05T09:00:00Z',
};

afterEach(() => {
  platform.trustRoots.mockReset();
});

describe('the update page with failing trust roots', () => {
  it('still loads, the trust roots panel shows the failure, and Try again loads them', async () => {
    platform.trustRoots
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(json(200, { items: [root], next_page: null }));
    const queryClient = createTestQueryClient();
    // The page's main data has loaded; the loader must not fail on the trust roots.
    queryClient.setQueryData(updateStatusQuery.queryKey, {} as never);
    queryClient.setQueryData(repositoryListQuery({}).queryKey, { items: [], nextPage: null });
    await expect(prefetchUpdatePage(queryClient, {})).resolves.toBeDefined();
    expect(queryClient.getQueryState(trustRootListQuery.queryKey)?.status).toBe('error');

    await renderWithRouter(<TrustRootsSection />, { url: '/system/update', queryClient });
    const section = within(screen.getByRole('region', { name: 'Trust roots' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Could not load trust roots');
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('table', { name: 'Trust roots' })).toHaveTextContent('3');
    expect(section.queryByRole('alert')).toBeNull();
    // The loader's try, the panel's own on mounting over a failed read, and the retry.
    expect(platform.trustRoots).toHaveBeenCalledTimes(3);
  });
});

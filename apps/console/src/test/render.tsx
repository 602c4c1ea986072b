import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** A query client like the console's (no retries) whose reads never go stale, so seeded data is used as is. */
export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });

/**
 * Renders `ui` inside a memory router (every path renders it, so links and navigations can be followed and
 * checked on `router.state.location`), a query client and the Radix theme. Resolves once the router has loaded.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { url = '/', queryClient = createTestQueryClient() }: { url?: string; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <Theme>
        <Outlet />
      </Theme>
    ),
  });
  const page = () => <>{ui}</>;
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: page }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: page }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders `ui` in the Radix theme only, for components that need no router; `rerender` keeps the theme. */
export const renderInTheme = (ui: ReactNode) => render(ui, { wrapper: Theme });

import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FileRoutesById } from '~/routeTree.gen';

/** A query client like the console's (no retries) whose reads never go stale, so seeded data is used as is. */
export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });

/**
 * The chain of routes whose ids are `routeId` and each of its ancestors (`/_app/projects/$project/disks` gives
 * `/_app`, `/_app/projects`, `/_app/projects/$project` and itself), each rendering its child and the last one
 * `page`, so a page that reads its params through `getRouteApi(id)` finds every route it names.
 */
function routeChain(parent: AnyRoute, routeId: string, page: () => ReactNode): AnyRoute {
  const [segment = '', ...rest] = routeId.replace(/^\//, '').split('/');
  const last = rest.length === 0;
  const options = segment.startsWith('_') ? { id: segment } : { path: segment === '' ? '/' : segment };
  const route = createRoute({ getParentRoute: () => parent, ...options, component: last ? page : Outlet });
  return last ? route : route.addChildren([routeChain(route, rest.join('/'), page)]);
}

/**
 * Renders `ui` inside a memory router, a query client and the Radix theme; resolves once the router has
 * loaded. With `route` (a route id of the console) the page is mounted at that route, so the router's typed
 * params reach it; without, every path renders it, so links and navigations can be followed and checked on
 * `router.state.location`.
 */
export async function renderWithRouter(
  ui: ReactNode,
  {
    url = '/',
    route,
    queryClient = createTestQueryClient(),
  }: { url?: string; route?: keyof FileRoutesById; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <Theme>
        <Outlet />
      </Theme>
    ),
  });
  const page = () => <>{ui}</>;
  const routeTree = rootRoute.addChildren(
    route
      ? [routeChain(rootRoute, route, page)]
      : [
          createRoute({ getParentRoute: () => rootRoute, path: '/', component: page }),
          createRoute({ getParentRoute: () => rootRoute, path: '$', component: page }),
        ],
  );
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

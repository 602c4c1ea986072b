import { unauthorizedRedirect } from '@rackconsole/sdk';
import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './api/queries';
import { routeTree } from './routeTree.gen';

const LOCAL_LOGIN = /\/login\/[^/]+\/local\/?$/;

/** Spec §8: a 401 sends the browser to /login keeping the location, except on the local login page itself. */
function onUnauthorized() {
  const target = unauthorizedRedirect({
    pathAndQuery: `${location.pathname}${location.search}`,
    onLocalLogin: LOCAL_LOGIN.test(location.pathname),
  });
  if (target) void router.navigate({ href: target });
}

export const queryClient = createQueryClient(onUnauthorized);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  basepath: import.meta.env.BASE_URL,
  defaultPreload: 'intent',
  // Loaders read through the query cache, which decides freshness; the router should not cache on top of it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

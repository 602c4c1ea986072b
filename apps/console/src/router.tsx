import { unauthorizedRedirect } from '@rackconsole/sdk';
import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './api/queries';
import { ErrorScreen, NotFound } from './components/ErrorScreens';
import { routeTree } from './routeTree.gen';

/**
 * Spec §8: a 401 sends the browser to /login keeping the location. The router's latest location is the one
 * being navigated to (without the base path), so calls failing after the first 401 has started the move to
 * /login see a login page and leave it alone.
 */
function onUnauthorized() {
  const target = unauthorizedRedirect(router.latestLocation.href);
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
  // The main area, not the window, scrolls (styles.css: the frame fills the window).
  scrollToTopSelectors: ['#content'],
  // Every route catches its own failures, so an error or not-found screen replaces only the part of the page
  // that failed and keeps the frame (top bar, side navigation) of the routes above it.
  defaultErrorComponent: ErrorScreen,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

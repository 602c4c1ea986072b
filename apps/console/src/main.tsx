// Radix Themes' stylesheet by its public layers, only those the console uses: the base tokens, the colour
// scales of the theme (jade on slate) and of the \`color\` props in common use (a scale only one lazily loaded
// part uses is imported there), the components and the layout utilities
// (without their breakpoint styles, which the console does not use: bundling/unusedBreakpoints.ts).
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/jade.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitForMockBeforeCalls } from './api/client';
import { stateFromLink } from './api/previewState';
import { queryClient, router } from './router';
import { previewPlatform } from './stores/previewPlatform';
import { watchUnsavedInput } from './stores/unsavedInput';

if (__PREVIEW_MODE__) {
  // Started alongside the app, not before it: the service worker's start-up would otherwise delay first paint.
  waitForMockBeforeCalls(
    Promise.all([import('@rackconsole/mock-server/browser'), stateFromLink(location.hash)])
      .then(([{ startPreviewMock }, state]) => {
        // A link's state is taken once: the fragment goes, so a refresh starts afresh as the preview says.
        if (state) history.replaceState(history.state, '', location.pathname + location.search);
        const start = (from?: string) =>
          startPreviewMock({
            latency: import.meta.env.VITE_MOCK_LATENCY === '0' ? 0 : [200, 400],
            chaos: import.meta.env.DEV ? Number(import.meta.env.VITE_MOCK_CHAOS ?? 0) : 0,
            serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
            state: from,
          });
        // A link whose state is not a platform's still opens the preview, as it starts without one.
        return start(state).catch((error: unknown) => {
          if (state === undefined) throw error;
          console.error('The link’s preview state could not be loaded:', error);
          return start();
        });
      })
      .then((platform) => previewPlatform.set(platform)),
  );
}

// The first page's routes are preloaded now: their chunks (fetched with the entry: bundling/landingRoutePreload.ts)
// run and their loaders' calls start while React makes its first render, rather than after it, when the router
// loads the URL. The load that follows finds the same queries in the cache or in flight, so no call is made twice.
const { pathname, search } = router.latestLocation;
void router.preloadRoute({ to: pathname, search }).catch(() => undefined);

// A route's pending component (the frame's skeleton) is a chunk of its own, and the router's lazy component
// suspends on React's use() the first time it renders, then renders without it, which React reports as a
// misuse of use(). They are loaded before the first render (a few hundred bytes, preloaded with the entry), so
// no page that is slow to load ever renders one still loading.
const pendingComponents = Object.values(router.routesById).map((route) =>
  route.options.pendingComponent?.preload?.(),
);

watchUnsavedInput();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
void Promise.allSettled(pendingComponents).then(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

import { Theme } from '@radix-ui/themes';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingBar, useDocumentTitle } from '~/components/Breadcrumbs';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { NotFound } from '~/components/ErrorScreens';
import { PlatformUpdatedBanner } from '~/components/PlatformUpdatedBanner';
import { PreviewBanner } from '~/components/PreviewBanner';
import { Toaster } from '~/components/Toaster';
import { useAppearance } from '~/stores/theme';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The theme and the app-wide overlays, as the root's shell rather than its component: the shell wraps the
 * root's own error and not-found boundaries, so a screen that replaces every route is still themed.
 */
function RootShell({ children }: { children: ReactNode }) {
  useDocumentTitle();
  const appearance = useAppearance();
  return (
    <Theme appearance={appearance} accentColor="jade" grayColor="slate" radius="medium">
      <LoadingBar />
      {__PREVIEW_MODE__ ? <PreviewBanner /> : null}
      <PlatformUpdatedBanner />
      {children}
      <Toaster />
      <ConfirmDialog />
    </Theme>
  );
}

// Error screens come from the router's default (router.tsx), so each renders at the route that failed, inside
// its parents' layout; the root still needs its own not-found component to catch unknown paths.
export const Route = createRootRouteWithContext<RouterContext>()({
  shellComponent: RootShell,
  notFoundComponent: NotFound,
});

import { Theme } from '@radix-ui/themes';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { LoadingBar, useDocumentTitle } from '~/components/Breadcrumbs';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { ErrorScreen, NotFound } from '~/components/ErrorScreens';
import { PreviewBanner } from '~/components/PreviewBanner';
import { Toaster } from '~/components/Toaster';
import { useAppearance } from '~/stores/theme';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  useDocumentTitle();
  const appearance = useAppearance();
  return (
    <Theme appearance={appearance} accentColor="jade" grayColor="slate" radius="medium">
      <LoadingBar />
      {__PREVIEW_MODE__ ? <PreviewBanner /> : null}
      <Outlet />
      <Toaster />
      <ConfirmDialog />
    </Theme>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
});

import { Box, Flex, Skeleton } from '@radix-ui/themes';
import { Outlet } from '@tanstack/react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { CommandPalette } from '~/components/CommandPalette';
import { JobsTray } from '~/components/JobsTray';
import { InsideMainLandmark } from '~/components/landmarks';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/**
 * The authenticated frame: skip link, top bar (project picker, user menu), side navigation for the current
 * context, breadcrumbs, and the main area whose bottom holds the sticky pagination bar of list pages.
 */
export function AppLayout() {
  return (
    <div className="app-layout">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <Flex className="app-body">
        <SideNav />
        <main id="content" tabIndex={-1} className="app-main">
          <Box mb="3">
            <Breadcrumbs />
          </Box>
          <InsideMainLandmark.Provider value={true}>
            <Outlet />
          </InsideMainLandmark.Provider>
        </main>
      </Flex>
      <CommandPalette />
      <JobsTray />
    </div>
  );
}

/** Shown while an authenticated page loads its data (never on login and device pages, which have their own). */
export function PageSkeleton() {
  return (
    <Flex direction="column" gap="3" p="5" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height="32px" width="240px" />
      <Skeleton height="24px" />
      <Skeleton height="24px" />
      <Skeleton height="24px" />
    </Flex>
  );
}

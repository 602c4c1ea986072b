import { Box, Flex } from '@radix-ui/themes';
import { Outlet } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { JobsTray } from '~/components/JobsTray';
import { InsideMainLandmark } from '~/components/landmarks';
import { CommandPalette } from './CommandPalette';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/**
 * The authenticated frame: skip links (to content, and to a list page's table), top bar (project picker, user menu), side navigation for the current
 * context, breadcrumbs, and the main area whose bottom holds the sticky pagination bar of list pages.
 */
export function AppLayout() {
  return (
    <div className="app-layout">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      {/* Shown only where the page has a table (styles.css); without a row to focus it skips to content. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is in-page navigation; #content is its fallback */}
      <a href="#content" className="skip-link skip-to-table" onClick={skipToTable}>
        Skip to table
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

/** Focuses the first row of the page's table: its name link, else its first control (a table's checkbox or menu). */
function skipToTable(event: MouseEvent) {
  const row = document.querySelector('main .data-table tbody tr');
  const target =
    row?.querySelector<HTMLElement>('th a') ?? row?.querySelector<HTMLElement>('a, button, input');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

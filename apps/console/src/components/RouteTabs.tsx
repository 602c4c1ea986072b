import { Link, useLocation } from '@tanstack/react-router';
import { type KeyboardEvent, useRef } from 'react';

export interface RouteTab {
  label: string;
  /** The tab's target path (already resolved, e.g. `/projects/p/instances/i/storage`). */
  to: string;
  /** Selects the tab for every path under this prefix, when it differs from `to`. */
  activePrefix?: string;
  /** Carries the current search parameters to the tab (sub-tabs sharing a view, like a metrics period). */
  keepSearch?: boolean;
}

/** Whether a tab is selected: the current path equals or starts with its target (or its activePrefix). */
export const isTabSelected = (pathname: string, tab: RouteTab) => {
  const prefix = tab.activePrefix ?? tab.to;
  return pathname === tab.to || pathname === prefix || pathname.startsWith(`${prefix}/`);
};

/** Tabs that are links; Arrow Left/Right move between them and wrap around (spec §2). */
export function RouteTabs({ label, tabs }: { label: string; tabs: RouteTab[] }) {
  const { pathname } = useLocation();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    refs.current[next]?.click();
  };
  return (
    <div role="tablist" aria-label={label} className="route-tabs">
      {tabs.map((tab, index) => {
        const selected = isTabSelected(pathname, tab);
        return (
          <Link
            key={tab.to}
            to={tab.to}
            search={tab.keepSearch ? true : undefined}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            ref={(element) => {
              refs.current[index] = element;
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="route-tab"
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

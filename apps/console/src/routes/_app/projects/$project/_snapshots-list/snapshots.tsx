import { createFileRoute, Outlet } from '@tanstack/react-router';

/**
 * The project's snapshots. The role queries are warmed here so row actions are gated from the first render
 * rather than flashing 'Action not authorized' while they load; a failure only leaves actions gated.
 */
export const Route = createFileRoute('/_app/projects/$project/_snapshots-list/snapshots')({
  staticData: { crumb: 'Snapshots' },
  component: Outlet,
});

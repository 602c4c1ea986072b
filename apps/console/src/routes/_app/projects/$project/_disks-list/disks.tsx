import { createFileRoute, Outlet } from '@tanstack/react-router';

/**
 * The project's disks. The role queries are warmed here so row actions are gated from the first render
 * rather than flashing 'Action not authorized' while they load; a failure only leaves actions gated.
 */
export const Route = createFileRoute('/_app/projects/$project/_disks-list/disks')({
  staticData: { crumb: 'Disks' },
  component: Outlet,
});

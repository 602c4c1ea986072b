import { createFileRoute, Outlet } from '@tanstack/react-router';

/**
 * The project's instances. The role queries are warmed here so actions are gated from the first render
 * rather than flashing 'Action not authorized' while they load; a failure only leaves actions gated.
 */
export const Route = createFileRoute('/_app/projects/$project/instances')({
  staticData: { crumb: 'Instances' },
  component: Outlet,
});

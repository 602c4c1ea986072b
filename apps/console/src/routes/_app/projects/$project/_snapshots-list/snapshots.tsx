import { createFileRoute, Outlet } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';

/**
 * The project's snapshots. The role queries are warmed here so row actions are gated from the first render
 * rather than flashing 'Action not authorized' while they load; a failure only leaves actions gated.
 */
export const Route = createFileRoute('/_app/projects/$project/snapshots')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(apiQuery('currentUserGroups')),
      context.queryClient.prefetchQuery(apiQuery('policyView')),
      context.queryClient.prefetchQuery(apiQuery('projectPolicyView', { path: { project: params.project } })),
    ]),
  staticData: { crumb: 'Snapshots' },
  component: Outlet,
});

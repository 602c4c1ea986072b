import { createFileRoute, Outlet } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';

/** A project's pages; loading the project first makes an unknown project a 'Page not found'. */
export const Route = createFileRoute('/_app/projects/$project')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(apiQuery('projectView', { path: { project: params.project } })),
  staticData: { crumb: (match) => (match.params as { project: string }).project },
  component: Outlet,
});

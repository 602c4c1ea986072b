import { createFileRoute, Outlet } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { prefetchRole } from '~/hooks/usePermissions';

/**
 * A project's pages; loading the project first makes an unknown project a 'Page not found'. The user's role
 * on it is warmed alongside, so every page and form of the project is gated from its first render.
 */
export const Route = createFileRoute('/_app/projects/$project')({
  loader: async ({ context, params }) => {
    const [project] = await Promise.all([
      context.queryClient.ensureQueryData(apiQuery('projectView', { path: { project: params.project } })),
      prefetchRole(context.queryClient, params.project),
    ]);
    return project;
  },
  staticData: { crumb: (match) => (match.params as { project: string }).project },
  component: Outlet,
});

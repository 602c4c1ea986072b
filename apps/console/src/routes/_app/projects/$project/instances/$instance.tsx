import { createFileRoute, Outlet } from '@tanstack/react-router';
import { instanceQuery } from '~/api/instances';

/** One instance; loading it first makes an unknown instance a 'Page not found'. */
export const Route = createFileRoute('/_app/projects/$project/instances/$instance')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(instanceQuery(params.project, params.instance)),
  staticData: { crumb: (match) => (match.params as { instance: string }).instance },
  component: Outlet,
});

import { createFileRoute } from '@tanstack/react-router';
import { groupQuery, memberListQuery } from '~/api/affinity';
import { AffinityGroupPage } from './$antiAffinityGroup/-components/AffinityGroupPage';

/** One anti-affinity group; loading it first makes an unknown group a 'Page not found'. */
export const Route = createFileRoute('/_app/projects/$project/affinity/$antiAffinityGroup')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(groupQuery(params.project, params.antiAffinityGroup)),
      context.queryClient.ensureQueryData(memberListQuery(params.project, params.antiAffinityGroup)),
    ]),
  staticData: { crumb: (match) => (match.params as { antiAffinityGroup: string }).antiAffinityGroup },
  component: AffinityGroupPage,
});

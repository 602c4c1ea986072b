import { createFileRoute } from '@tanstack/react-router';
import { antiAffinityGroupListQuery } from '~/api/lists';
import { CreateAffinityGroupForm } from '~/pages/affinity/AffinityGroupForms';
import { AffinityGroupsPage } from '~/pages/affinity/AffinityGroupsPage';
import { prefetchRoleQueries } from '~/pages/vpcs/queries';

export const Route = createFileRoute('/_app/projects/$project/affinity-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(antiAffinityGroupListQuery(params.project, {})),
      prefetchRoleQueries(context.queryClient, params.project),
    ]),
  staticData: { crumb: 'New anti-affinity group' },
  component: () => (
    <>
      <AffinityGroupsPage />
      <CreateAffinityGroupForm />
    </>
  ),
});

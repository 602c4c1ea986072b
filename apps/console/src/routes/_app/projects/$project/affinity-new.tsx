import { createFileRoute } from '@tanstack/react-router';
import { CreateAffinityGroupForm } from '~/pages/affinity/AffinityGroupForms';
import { AffinityGroupsPage } from '~/pages/affinity/AffinityGroupsPage';
import { groupListQuery } from '~/pages/affinity/queries';
import { prefetchRoleQueries } from '~/pages/vpcs/queries';

export const Route = createFileRoute('/_app/projects/$project/affinity-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(groupListQuery(params.project, {})),
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

import { createFileRoute } from '@tanstack/react-router';
import { antiAffinityGroupListQuery } from '~/api/lists';
import { prefetchRoleQueries } from '~/api/vpcs';
import { CreateAffinityGroupForm } from './affinity/-components/AffinityGroupForms';
import { AffinityGroupsPage } from './affinity/-components/AffinityGroupsPage';

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

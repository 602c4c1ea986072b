import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { antiAffinityGroupListQuery } from '~/api/lists';
import { AffinityGroupsPage } from './-components/AffinityGroupsPage';

export const Route = createFileRoute('/_app/projects/$project/affinity/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(antiAffinityGroupListQuery(params.project, deps)),
  component: AffinityGroupsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { AffinityGroupsPage } from '~/pages/affinity/AffinityGroupsPage';
import { groupListQuery } from '~/pages/affinity/queries';

export const Route = createFileRoute('/_app/projects/$project/affinity/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(groupListQuery(params.project, deps)),
  component: AffinityGroupsPage,
});

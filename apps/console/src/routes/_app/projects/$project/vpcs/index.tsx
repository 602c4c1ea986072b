import { createFileRoute } from '@tanstack/react-router';
import { vpcListQuery } from '~/api/lists';
import { validatePageSearch } from '~/hooks/usePagination';
import { VpcsPage } from './-components/VpcsPage';

export const Route = createFileRoute('/_app/projects/$project/vpcs/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(vpcListQuery(params.project, deps)),
  component: VpcsPage,
});

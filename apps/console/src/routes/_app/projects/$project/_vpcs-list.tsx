import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { vpcListQuery } from '~/api/lists';
import { VpcsPage } from './-components/VpcsPage';

export const Route = createFileRoute('/_app/projects/$project/vpcs/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(vpcListQuery(params.project, deps)),
  component: VpcsPage,
});

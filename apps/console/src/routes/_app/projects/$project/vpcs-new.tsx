import { createFileRoute } from '@tanstack/react-router';
import { vpcListQuery } from '~/api/lists';
import { prefetchRoleQueries, vpcQuery } from '~/api/vpcs';
import { CreateVpcForm } from './vpcs/-components/VpcForms';
import { VpcsPage } from './vpcs/-components/VpcsPage';

/** The VPCs list with the create panel over it; with `from` ('Create similar'), the VPC it starts from. */
export const Route = createFileRoute('/_app/projects/$project/vpcs-new')({
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from ? { from: search.from } : {},
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(vpcListQuery(params.project, {})),
      prefetchRoleQueries(context.queryClient, params.project),
      deps.from ? context.queryClient.ensureQueryData(vpcQuery(params.project, deps.from)) : undefined,
    ]),
  staticData: { crumb: 'New VPC' },
  component: () => (
    <>
      <VpcsPage />
      <CreateVpcForm />
    </>
  ),
});

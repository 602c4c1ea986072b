import { createFileRoute } from '@tanstack/react-router';
import { vpcQuery } from '~/api/vpcs';
import { CreateVpcForm } from '../vpcs/-components/VpcForms';

/** The create panel over the VPCs list; with `from` ('Create similar'), the VPC it starts from. */
export const Route = createFileRoute('/_app/projects/$project/_vpcs-list/vpcs-new')({
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from ? { from: search.from } : {},
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, params, deps }) =>
    deps.from ? context.queryClient.ensureQueryData(vpcQuery(params.project, deps.from)) : undefined,
  staticData: { crumb: 'New VPC' },
  component: CreateVpcForm,
});

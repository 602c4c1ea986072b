import { createFileRoute } from '@tanstack/react-router';
import { ipPoolListQuery } from '~/api/ipPools';
import { CreateIpPoolForm } from '../ip-pools/-components/IpPoolForms';

export const Route = createFileRoute('/_app/system/networking/_ip-pools-list/ip-pools-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(ipPoolListQuery({})),
  staticData: { crumb: 'New IP pool' },
  component: CreateIpPoolForm,
});

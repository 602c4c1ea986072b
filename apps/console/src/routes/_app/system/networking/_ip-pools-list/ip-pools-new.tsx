import { createFileRoute } from '@tanstack/react-router';
import { ipPoolListQuery } from '~/api/ipPools';
import { CreateIpPoolForm } from './ip-pools/-components/IpPoolForms';
import { IpPoolsPage } from './ip-pools/-components/IpPoolsPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(ipPoolListQuery({})),
  staticData: { crumb: 'New IP pool' },
  component: () => (
    <>
      <IpPoolsPage />
      <CreateIpPoolForm />
    </>
  ),
});

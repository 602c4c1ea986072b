import { createFileRoute } from '@tanstack/react-router';
import { ipPoolListQuery } from '~/api/ipPools';
import { CreateIpPoolForm } from '~/routes/_app/system/networking/ip-pools/-components/IpPoolForms';
import { IpPoolsPage } from '~/routes/_app/system/networking/ip-pools/-components/IpPoolsPage';

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

import { createFileRoute } from '@tanstack/react-router';
import { CreateIpPoolForm } from '~/pages/system/networking/IpPoolForms';
import { IpPoolsPage } from '~/pages/system/networking/IpPoolsPage';
import { ipPoolListQuery } from '~/pages/system/networking/ipPoolQueries';

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

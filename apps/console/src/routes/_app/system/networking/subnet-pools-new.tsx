import { createFileRoute } from '@tanstack/react-router';
import { prefetchSubnetPoolList } from '~/pages/system/networking/subnetPools/queries';
import { CreateSubnetPoolForm } from '~/pages/system/networking/subnetPools/SubnetPoolForms';
import { SubnetPoolsPage } from '~/pages/system/networking/subnetPools/SubnetPoolsPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools-new')({
  loader: ({ context }) => prefetchSubnetPoolList(context.queryClient, {}),
  staticData: { crumb: 'New subnet pool' },
  component: () => (
    <>
      <SubnetPoolsPage />
      <CreateSubnetPoolForm />
    </>
  ),
});

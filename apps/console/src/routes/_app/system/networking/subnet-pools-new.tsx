import { createFileRoute } from '@tanstack/react-router';
import { prefetchSubnetPoolList } from '~/api/subnetPools';
import { CreateSubnetPoolForm } from '~/routes/_app/system/networking/subnet-pools/-components/SubnetPoolForms';
import { SubnetPoolsPage } from '~/routes/_app/system/networking/subnet-pools/-components/SubnetPoolsPage';

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

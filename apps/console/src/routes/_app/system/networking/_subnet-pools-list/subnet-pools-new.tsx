import { createFileRoute } from '@tanstack/react-router';
import { prefetchSubnetPoolList } from '~/api/subnetPools';
import { CreateSubnetPoolForm } from './subnet-pools/-components/SubnetPoolForms';
import { SubnetPoolsPage } from './subnet-pools/-components/SubnetPoolsPage';

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

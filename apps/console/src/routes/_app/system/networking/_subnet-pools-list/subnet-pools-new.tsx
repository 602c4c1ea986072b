import { createFileRoute } from '@tanstack/react-router';
import { prefetchSubnetPoolList } from '~/api/subnetPools';
import { CreateSubnetPoolForm } from '../subnet-pools/-components/SubnetPoolForms';

export const Route = createFileRoute('/_app/system/networking/_subnet-pools-list/subnet-pools-new')({
  loader: ({ context }) => prefetchSubnetPoolList(context.queryClient, {}),
  staticData: { crumb: 'New subnet pool' },
  component: CreateSubnetPoolForm,
});

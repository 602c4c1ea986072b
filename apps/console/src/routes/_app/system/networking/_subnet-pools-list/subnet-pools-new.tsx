import { createFileRoute } from '@tanstack/react-router';
import { CreateSubnetPoolForm } from '../subnet-pools/-components/SubnetPoolForms';

export const Route = createFileRoute('/_app/system/networking/_subnet-pools-list/subnet-pools-new')({
  staticData: { crumb: 'New subnet pool' },
  component: CreateSubnetPoolForm,
});

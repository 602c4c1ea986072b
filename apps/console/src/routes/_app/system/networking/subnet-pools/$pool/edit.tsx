import { createFileRoute } from '@tanstack/react-router';
import { EditSubnetPoolForm } from '~/routes/_app/system/networking/subnet-pools/-components/SubnetPoolForms';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/edit')({
  staticData: { crumb: 'Edit subnet pool' },
  component: EditSubnetPoolForm,
});

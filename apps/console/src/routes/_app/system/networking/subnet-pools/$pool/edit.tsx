import { createFileRoute } from '@tanstack/react-router';
import { EditSubnetPoolForm } from '~/pages/system/networking/subnetPools/SubnetPoolForms';
import { SubnetPoolPage } from '~/pages/system/networking/subnetPools/SubnetPoolPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/edit')({
  staticData: { crumb: 'Edit subnet pool' },
  component: () => (
    <>
      <SubnetPoolPage />
      <EditSubnetPoolForm />
    </>
  ),
});

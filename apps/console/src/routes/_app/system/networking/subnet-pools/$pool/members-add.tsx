import { createFileRoute } from '@tanstack/react-router';
import { AddMemberForm } from '~/pages/system/networking/subnetPools/AddMemberForm';
import { SubnetPoolPage } from '~/pages/system/networking/subnetPools/SubnetPoolPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/members-add')({
  staticData: { crumb: 'Add subnet' },
  component: () => (
    <>
      <SubnetPoolPage />
      <AddMemberForm />
    </>
  ),
});

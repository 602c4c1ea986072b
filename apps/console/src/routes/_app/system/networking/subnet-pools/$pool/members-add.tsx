import { createFileRoute } from '@tanstack/react-router';
import { SubnetPoolPage } from '~/routes/_app/system/networking/subnet-pools/$pool/-components/SubnetPoolPage';
import { AddMemberForm } from '~/routes/_app/system/networking/subnet-pools/$pool/members-add/-components/AddMemberForm';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/members-add')({
  staticData: { crumb: 'Add subnet' },
  component: () => (
    <>
      <SubnetPoolPage />
      <AddMemberForm />
    </>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { AddMemberForm } from './members-add/-components/AddMemberForm';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/members-add')({
  staticData: { crumb: 'Add subnet' },
  component: AddMemberForm,
});

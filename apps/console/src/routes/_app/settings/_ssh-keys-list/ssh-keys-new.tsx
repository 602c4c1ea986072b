import { createFileRoute } from '@tanstack/react-router';
import { CreateSshKeyForm } from '~/forms/SshKeyForms';

export const Route = createFileRoute('/_app/settings/_ssh-keys-list/ssh-keys-new')({
  staticData: { crumb: 'New SSH key' },
  component: CreateSshKeyForm,
});

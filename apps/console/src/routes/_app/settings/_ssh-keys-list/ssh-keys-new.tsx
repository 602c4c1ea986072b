import { createFileRoute } from '@tanstack/react-router';
import { sshKeyListQuery } from '~/api/lists';
import { CreateSshKeyForm } from '~/forms/SshKeyForms';

export const Route = createFileRoute('/_app/settings/_ssh-keys-list/ssh-keys-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sshKeyListQuery({})),
  staticData: { crumb: 'New SSH key' },
  component: CreateSshKeyForm,
});

import { createFileRoute } from '@tanstack/react-router';
import { sshKeyListQuery } from '~/api/lists';
import { CreateSshKeyForm } from '~/forms/SshKeyForms';
import { SshKeysPage } from './ssh-keys/-components/SshKeysPage';

export const Route = createFileRoute('/_app/settings/ssh-keys-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sshKeyListQuery({})),
  staticData: { crumb: 'New SSH key' },
  component: () => (
    <>
      <SshKeysPage />
      <CreateSshKeyForm />
    </>
  ),
});

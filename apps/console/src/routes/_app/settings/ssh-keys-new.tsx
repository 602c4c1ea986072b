import { createFileRoute } from '@tanstack/react-router';
import { CreateSshKeyForm } from '~/pages/settings/SshKeyForms';
import { SshKeysPage, sshKeyListQuery } from '~/pages/settings/SshKeysPage';

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

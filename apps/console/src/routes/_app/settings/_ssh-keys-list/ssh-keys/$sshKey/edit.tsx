import { createFileRoute } from '@tanstack/react-router';
import { sshKeyListQuery } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { SshKeyDetails } from '~/forms/SshKeyForms';
import { SshKeysPage } from '~/routes/_app/settings/ssh-keys/-components/SshKeysPage';

export const Route = createFileRoute('/_app/settings/ssh-keys/$sshKey/edit')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(sshKeyListQuery({})),
      context.queryClient.ensureQueryData(
        apiQuery('currentUserSshKeyView', { path: { sshKey: params.sshKey } }),
      ),
    ]),
  staticData: { crumb: (match) => (match.params as { sshKey: string }).sshKey },
  component: () => (
    <>
      <SshKeysPage />
      <SshKeyDetails />
    </>
  ),
});

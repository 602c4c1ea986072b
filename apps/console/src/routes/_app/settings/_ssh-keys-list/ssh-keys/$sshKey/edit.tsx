import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { SshKeyDetails } from '~/forms/SshKeyForms';

export const Route = createFileRoute('/_app/settings/_ssh-keys-list/ssh-keys/$sshKey/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      apiQuery('currentUserSshKeyView', { path: { sshKey: params.sshKey } }),
    ),
  staticData: { crumb: (match) => (match.params as { sshKey: string }).sshKey },
  component: SshKeyDetails,
});

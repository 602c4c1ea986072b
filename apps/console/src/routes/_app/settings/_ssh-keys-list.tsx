import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { sshKeyListQuery } from '~/api/lists';
import { SshKeysPage } from './-components/SshKeysPage';

export const Route = createFileRoute('/_app/settings/ssh-keys/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(sshKeyListQuery(deps)),
  component: SshKeysPage,
});

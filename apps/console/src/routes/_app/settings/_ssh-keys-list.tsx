import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { sshKeyListQuery } from '~/api/lists';
import { SshKeysPage } from './ssh-keys/-components/SshKeysPage';

/** The ssh-keys list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/settings/_ssh-keys-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(sshKeyListQuery(deps)),
  component: () => (
    <>
      <SshKeysPage />
      <Outlet />
    </>
  ),
});

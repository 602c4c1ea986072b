import { formatRelativeTime } from '@rackconsole/sdk';
import { Button, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { sshKeyListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { useTerraformExport } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { SshKeyFingerprint } from '~/forms/SshKeyForms';
import { usePagination } from '~/hooks/usePagination';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The signed-in user's SSH keys, which new instances can be given. */
export function SshKeysPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const terraform = useTerraformExport();
  const invalidate = useInvalidate();
  const keys = useQuery(sshKeyListQuery(pagination.search));
  const deleteKey = useApiMutation('currentUserSshKeyDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('currentUserSshKeyList');
      addToast(`SSH key ${path.sshKey} deleted`);
    },
  });
  const addKey = (
    <Button asChild>
      <RouterLink to="/settings/ssh-keys-new" search>
        Add SSH key
      </RouterLink>
    </Button>
  );

  return (
    <>
      <PageHeader title="SSH Keys" docs="sshKeys" actions={addKey} />
      <DataTable
        label="SSH keys"
        rows={keys.data?.items ?? []}
        rowKey={(key) => key.name}
        filter={{ name: (key) => key.name }}
        paginated={pagination.hasPrev || Boolean(keys.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            serverSort: true,
            cell: (key) => (
              <Link asChild>
                <RouterLink to="/settings/ssh-keys/$sshKey/edit" search params={{ sshKey: key.name }}>
                  <TruncatedText text={key.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Fingerprint',
            cell: (key) => <SshKeyFingerprint publicKey={key.publicKey} />,
          },
          { header: 'Description', sortValue: (key) => key.description, cell: (key) => key.description },
          {
            header: 'Created',
            sortValue: (key) => key.timeCreated,
            cell: (key) => formatRelativeTime(key.timeCreated),
          },
        ]}
        actions={(key) => [
          {
            label: 'View',
            onActivate: () =>
              navigate({ to: '/settings/ssh-keys/$sshKey/edit', search: true, params: { sshKey: key.name } }),
          },
          {
            label: 'Export as Terraform',
            onActivate: () => terraform.open({ sshKey: key }),
          },
          {
            label: 'Delete',
            danger: true,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'SSH key',
                label: `Are you sure you want to delete SSH key ${key.name}?`,
                doDelete: () => deleteKey.mutateAsync({ path: { sshKey: key.name } }),
              }),
          },
        ]}
        empty={
          keys.isSuccess ? (
            <EmptyState
              title="No SSH keys"
              body="You need to add an SSH key to be able to see it here."
              action={addKey}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={keys.data?.nextPage} loading={keys.isFetching} />
      {terraform.dialog}
    </>
  );
}

import { formatRelativeTime, type User } from '@rackconsole/sdk';
import { Button, Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Outlet, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { siloQuery, siloUserListQuery } from '~/api/silos';
import { usePageSearch } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { ShortId } from '~/components/systemDisplay';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { useSiloUserAdminReason } from '~/routes/_app/system/silos/$silo/-components/userQueries';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { SetPasswordModal } from './SetPasswordModal';

/** Why a silo's users cannot be created or changed here: they come from its identity provider. */
export const NOT_LOCAL_REASON = 'Only local-only silos have users managed here';

/** Deleting a local user, with its confirmation; shared by the list and the user's panel. */
export function useDeleteLocalUser(silo: string, onDeleted?: () => void) {
  const invalidate = useInvalidate();
  const deleteUser = useApiMutation('localIdpUserDelete', {
    onSuccess: async () => {
      await invalidate('siloUserList', 'userList', 'groupList');
      onDeleted?.();
    },
  });
  return (user: User) =>
    confirmDelete({
      resourceKind: 'user',
      label: `Are you sure you want to delete user ${user.displayName}? Their sessions, tokens and role assignments go with them.`,
      doDelete: async () => {
        await deleteUser.mutateAsync({ path: { userId: user.id }, query: { silo } });
        addToast(`User ${user.displayName} deleted`);
      },
    });
}

/**
 * The silo's users. A local-only silo's users are created here with a password; other silos get theirs from
 * their identity provider, so they are only listed. A user's details open over the list (the child route).
 */
export function SiloUsersTab() {
  const silo = useSiloSelector();
  const navigate = useNavigate();
  const pagination = usePagination();
  const siloData = useQuery(siloQuery(silo)).data;
  const users = useQuery(siloUserListQuery(silo, usePageSearch()));
  const [settingPassword, setSettingPassword] = useState<User | null>(null);
  const local = siloData?.identityMode === 'local_only';
  const unauthorized = useSiloUserAdminReason(silo);
  const disabledReason = unauthorized ?? (local ? undefined : NOT_LOCAL_REASON);
  const deleteUser = useDeleteLocalUser(silo);
  const newUser = disabledReason ? (
    <ActionButton disabledReason={disabledReason}>New user</ActionButton>
  ) : (
    <Button asChild>
      <RouterLink to="/system/silos/$silo/users-new" search params={{ silo }}>
        New user
      </RouterLink>
    </Button>
  );
  return (
    <>
      <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
        <Text size="2" color="gray">
          {local
            ? 'Users of this silo sign in with a username and password set here.'
            : 'Users of this silo come from its identity provider when they first sign in or are provisioned.'}
        </Text>
        {newUser}
      </Flex>
      <DataTable
        label="Silo users"
        rows={users.data?.items ?? []}
        rowKey={(user) => user.id}
        filter={{ name: (user) => user.displayName }}
        paginated
        columns={[
          {
            header: 'Name',
            sortValue: (user) => user.displayName,
            cell: (user) => (
              <Link asChild>
                <RouterLink to="/system/silos/$silo/users/$userId" search params={{ silo, userId: user.id }}>
                  <TruncatedText text={user.displayName} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          { header: 'ID', cell: (user) => <ShortId id={user.id} /> },
          {
            header: 'Created',
            sortValue: (user) => user.timeCreated,
            cell: (user) => formatRelativeTime(user.timeCreated),
          },
        ]}
        actions={(user) => [
          {
            label: 'View',
            onActivate: () =>
              navigate({
                to: '/system/silos/$silo/users/$userId',
                search: true,
                params: { silo, userId: user.id },
              }),
          },
          { label: 'Set password', disabledReason, onActivate: () => setSettingPassword(user) },
          { label: 'Delete', danger: true, disabledReason, onActivate: () => deleteUser(user) },
        ]}
        empty={
          users.isSuccess ? (
            <EmptyState
              title="No users"
              body={
                local
                  ? 'Create a user so someone can sign in to this silo.'
                  : 'Users appear once they sign in through the identity provider or are provisioned.'
              }
              action={local ? newUser : undefined}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={users.data?.nextPage} loading={users.isFetching} />
      <SetPasswordModal silo={silo} user={settingPassword} onDismiss={() => setSettingPassword(null)} />
      <Outlet />
    </>
  );
}

import { formatRelativeTime } from '@rackconsole/sdk';
import { Code, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { accessTokenListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { usePagination } from '~/hooks/usePagination';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a token stops working; tokens granted without a lifetime never expire. */
function Expiry({ date }: { date: Date | null | undefined }) {
  if (!date) return <Text color="gray">Never</Text>;
  const expired = date.getTime() <= Date.now();
  return (
    <time dateTime={date.toISOString()}>
      {expired ? `Expired ${dateTime.format(date)}` : dateTime.format(date)}
    </time>
  );
}

/** Tokens the signed-in user granted to devices (CLI logins); revoking one signs that device out. */
export function AccessTokensPage() {
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const tokens = useQuery(accessTokenListQuery(pagination.search));
  const revoke = useApiMutation('currentUserAccessTokenDelete', {
    onSuccess: async () => {
      await invalidate('currentUserAccessTokenList');
      addToast('Access token revoked');
    },
  });

  return (
    <>
      <PageHeader title="Access Tokens" docs="accessTokens" />
      <DataTable
        label="Access tokens"
        rows={tokens.data?.items ?? []}
        rowKey={(token) => token.id}
        filter={{ name: (token) => token.id }}
        paginated={pagination.hasPrev || Boolean(tokens.data?.nextPage)}
        columns={[
          {
            header: 'ID',
            sortValue: (token) => token.id,
            cell: (token) => <Code variant="ghost">{token.id}</Code>,
          },
          {
            header: 'Created',
            sortValue: (token) => token.timeCreated,
            cell: (token) => formatRelativeTime(token.timeCreated),
          },
          {
            header: 'Expires',
            sortValue: (token) => token.timeExpires,
            cell: (token) => <Expiry date={token.timeExpires} />,
          },
        ]}
        actions={(token) => [
          {
            label: 'Revoke',
            danger: true,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm revoke',
                modalContent: `Are you sure you want to revoke access token ${token.id}? The device using it will be signed out.`,
                errorTitle: 'Could not revoke access token',
                actionType: 'danger',
                doAction: () => revoke.mutateAsync({ path: { tokenId: token.id } }),
              }),
          },
        ]}
        empty={
          tokens.isSuccess ? (
            <EmptyState
              title="No access tokens"
              body="A token appears here when you log in on a device, such as the rackctl command-line tool."
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={tokens.data?.nextPage} loading={tokens.isFetching} />
    </>
  );
}

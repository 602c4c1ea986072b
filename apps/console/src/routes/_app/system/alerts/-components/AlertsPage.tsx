import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { alertReceiverListQuery } from '~/api/alerts';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** Alert receivers: where the rack sends alerts (webhooks), and which alert classes each one receives. */
export function AlertsPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const receivers = useQuery(alertReceiverListQuery(usePageSearch()));
  const deleteReceiver = useApiMutation('alertReceiverDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('alertReceiverList');
      addToast(`Alert receiver ${path.receiver} deleted`);
    },
  });
  const newReceiver = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/system/alerts-new', search: true })}
    >
      New webhook receiver
    </ActionButton>
  );
  return (
    <>
      <PageHeader
        title="Alerts"
        actions={
          <Flex gap="3" align="center">
            <Link asChild size="2">
              <RouterLink to="/system/alert-log">Alert log</RouterLink>
            </Link>
            {newReceiver}
          </Flex>
        }
      />
      <DataTable
        label="Alert receivers"
        rows={receivers.data?.items ?? []}
        rowKey={(receiver) => receiver.name}
        filter={{ name: (receiver) => receiver.name }}
        paginated={pagination.hasPrev || Boolean(receivers.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            sortValue: (receiver) => receiver.name,
            cell: (receiver) => (
              <Link asChild>
                <RouterLink to="/system/alerts/$receiver" params={{ receiver: receiver.name }}>
                  <TruncatedText text={receiver.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Endpoint',
            sortValue: (receiver) => receiver.kind.endpoint,
            cell: (receiver) => <TruncatedText text={receiver.kind.endpoint} maxLength={48} />,
          },
          {
            header: 'Subscriptions',
            sortValue: (receiver) => receiver.subscriptions.join(', '),
            cell: (receiver) => receiver.subscriptions.join(', ') || 'None',
          },
          {
            header: 'Created',
            sortValue: (receiver) => receiver.timeCreated,
            cell: (receiver) => formatRelativeTime(receiver.timeCreated),
          },
        ]}
        actions={(receiver) => [
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'alert receiver',
                label: `Are you sure you want to delete alert receiver ${receiver.name}? It will receive no more alerts.`,
                doDelete: () => deleteReceiver.mutateAsync({ path: { receiver: receiver.name } }),
              }),
          },
        ]}
        empty={
          receivers.isSuccess ? (
            <EmptyState
              title="No alert receivers"
              body="Add a webhook receiver to be told when the rack raises alerts."
              action={newReceiver}
            />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={receivers.data?.nextPage}
        loading={receivers.isFetching}
      />
    </>
  );
}

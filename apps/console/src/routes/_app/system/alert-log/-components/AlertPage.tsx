import { type AlertDelivery, formatRelativeTime } from '@rackconsole/sdk';
import { Badge, type BadgeProps, Code, Heading, Link } from '@radix-ui/themes';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { DataTable } from '~/components/DataTable';
import { NeedsApiVersion } from '~/components/NeedsApiVersion';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { SummaryCard } from '~/components/systemDisplay';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { ALERT_LOG_OPERATIONS, alertQuery, allDeliveriesQuery, allReceiversQuery } from './alertLogQueries';

const STATE_COLORS: Record<AlertDelivery['state'], BadgeProps['color']> = {
  delivered: 'green',
  pending: 'amber',
  failed: 'red',
};

/** One alert of the log: what it says, and its deliveries to receivers, each of which can be sent again. */
export function AlertPage() {
  const { alertId } = useParams({ from: '/_app/system/alert-log/$alertId' });
  return (
    <NeedsApiVersion operations={[...ALERT_LOG_OPERATIONS]}>
      <AlertDetails alertId={alertId} />
    </NeedsApiVersion>
  );
}

function AlertDetails({ alertId }: { alertId: string }) {
  const alert = useQuery(alertQuery(alertId));
  const receivers = useQuery(allReceiversQuery).data?.items ?? [];
  const deliveryLists = useQueries({
    queries: receivers.map((receiver) => allDeliveriesQuery(receiver.name)),
  });
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const resend = useApiMutation('alertDeliveryResend', { onSuccess: () => invalidate('alertDeliveryList') });
  if (!alert.data) return null;
  const { class: alertClass } = alert.data;
  const nameOf = new Map(receivers.map((receiver) => [receiver.id, receiver.name]));
  const deliveries = deliveryLists
    .flatMap((list) => list.data?.items ?? [])
    .filter((delivery) => delivery.alertId === alertId);
  return (
    <>
      <PageHeader title={alertClass} />
      <SummaryCard
        label="Alert summary"
        items={[
          ['Alert class', alertClass],
          ['Raised', alert.data.timeCreated.toLocaleString()],
          ['Schema version', alert.data.version],
          ['ID', alert.data.id],
        ]}
      />
      <Heading as="h2" size="4" mb="3">
        Payload
      </Heading>
      <Code asChild variant="ghost">
        <pre>{JSON.stringify(alert.data.alert, null, 2)}</pre>
      </Code>
      <Heading as="h2" size="4" mb="3" mt="6">
        Deliveries
      </Heading>
      <DataTable
        label="Deliveries"
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        columns={[
          {
            header: 'Receiver',
            sortValue: (delivery) => nameOf.get(delivery.receiverId) ?? delivery.receiverId,
            cell: (delivery) => {
              const receiver = nameOf.get(delivery.receiverId) ?? delivery.receiverId;
              return (
                <Link asChild>
                  <RouterLink to="/system/alerts/$receiver" params={{ receiver }}>
                    {receiver}
                  </RouterLink>
                </Link>
              );
            },
          },
          {
            header: 'Trigger',
            sortValue: (delivery) => delivery.trigger,
            cell: (delivery) => delivery.trigger,
          },
          {
            header: 'State',
            sortValue: (delivery) => delivery.state,
            cell: (delivery) => (
              <Badge highContrast variant="soft" color={STATE_COLORS[delivery.state]}>
                {delivery.state}
              </Badge>
            ),
          },
          {
            header: 'Attempts',
            sortValue: (delivery) => delivery.attempts.webhook.length,
            cell: (delivery) => delivery.attempts.webhook.length,
          },
          {
            header: 'Started',
            sortValue: (delivery) => delivery.timeStarted,
            cell: (delivery) => formatRelativeTime(delivery.timeStarted),
          },
        ]}
        actions={(delivery) => [
          {
            label: 'Resend',
            disabledReason: unauthorized,
            onActivate: () => {
              const receiver = nameOf.get(delivery.receiverId) ?? delivery.receiverId;
              confirmAction({
                modalTitle: 'Resend alert',
                modalContent: `Deliver this ${alertClass} alert to ${receiver} again?`,
                errorTitle: 'Could not resend alert',
                actionType: 'primary',
                doAction: async () => {
                  await resend.mutateAsync({ path: { alertId }, query: { receiver } });
                  addToast(`Alert ${alertClass} resent`);
                },
              });
            },
          },
        ]}
        empty={
          deliveryLists.every((list) => list.isSuccess) ? (
            <EmptyState title="No deliveries" body="No receiver is subscribed to this alert's class." />
          ) : undefined
        }
      />
    </>
  );
}

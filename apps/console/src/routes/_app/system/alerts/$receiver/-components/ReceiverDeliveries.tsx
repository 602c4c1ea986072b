import { type AlertDelivery, formatRelativeTime } from '@rackconsole/sdk';
import { Badge, type BadgeProps, Heading, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { alertDeliveriesQuery } from '~/api/alerts';
import { serverVersion } from '~/api/client';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const STATE_COLORS: Record<AlertDelivery['state'], BadgeProps['color']> = {
  delivered: 'green',
  pending: 'amber',
  failed: 'red',
};

/** How the last attempt went: the HTTP status the receiver answered with, or why there was none. */
function lastAttempt(delivery: AlertDelivery): string {
  const attempt = delivery.attempts.webhook.at(-1);
  if (!attempt) return 'Not attempted yet';
  const outcome = attempt.response
    ? `HTTP ${attempt.response.status}`
    : attempt.result.replace('failed_', '');
  return `${outcome}, ${formatRelativeTime(attempt.timeSent)}`;
}

/** The deliveries of alerts to a receiver, newest first; a delivery's alert can be sent again. */
export function ReceiverDeliveries({ receiver }: { receiver: string }) {
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const deliveries = useQuery(alertDeliveriesQuery(receiver, usePageSearch()));
  const resend = useApiMutation('alertDeliveryResend', { onSuccess: () => invalidate('alertDeliveryList') });
  return (
    <section aria-labelledby="deliveries-heading">
      <Heading as="h2" size="4" id="deliveries-heading" mb="3" mt="6">
        Deliveries
      </Heading>
      <DataTable
        label="Deliveries"
        rows={deliveries.data?.items ?? []}
        rowKey={(delivery) => delivery.id}
        viewKey="deliveries"
        filter={{
          name: (delivery) => delivery.alertClass,
          state: { label: 'State', value: (delivery) => delivery.state, options: Object.keys(STATE_COLORS) },
        }}
        paginated={pagination.hasPrev || Boolean(deliveries.data?.nextPage)}
        columns={[
          {
            header: 'Alert class',
            sortValue: (delivery) => delivery.alertClass,
            cell: (delivery) =>
              serverVersion.has('alertView') ? (
                <Link asChild>
                  <RouterLink to="/system/alert-log/$alertId" params={{ alertId: delivery.alertId }}>
                    {delivery.alertClass}
                  </RouterLink>
                </Link>
              ) : (
                delivery.alertClass
              ),
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
          { header: 'Last attempt', cell: lastAttempt },
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
            onActivate: () =>
              confirmAction({
                modalTitle: 'Resend alert',
                modalContent: `Deliver this ${delivery.alertClass} alert to ${receiver} again?`,
                errorTitle: 'Could not resend alert',
                actionType: 'primary',
                doAction: async () => {
                  await resend.mutateAsync({ path: { alertId: delivery.alertId }, query: { receiver } });
                  addToast(`Alert ${delivery.alertClass} resent`);
                },
              }),
          },
        ]}
        empty={
          deliveries.isSuccess ? (
            <EmptyState title="No deliveries" body="No alerts have been sent to this receiver yet." />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={deliveries.data?.nextPage}
        loading={deliveries.isFetching}
      />
    </section>
  );
}

import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex } from '@radix-ui/themes';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { alertReceiverQuery } from '~/api/alerts';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { PageHeader } from '~/components/PageHeader';
import { SummaryCard } from '~/components/systemDisplay';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { ReceiverDeliveries } from './ReceiverDeliveries';
import { ReceiverSecrets } from './ReceiverSecrets';
import { ReceiverSubscriptions } from './ReceiverSubscriptions';

/** One alert receiver: where it delivers, what it subscribes to, its signing secrets and its deliveries. */
export function AlertReceiverPage() {
  const { receiver: selector } = useParams({ from: '/_app/system/alerts/$receiver' });
  const { data: receiver } = useSuspenseQuery(alertReceiverQuery(selector));
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const probe = useApiMutation('alertReceiverProbe', {
    onSuccess: async ({ probe: delivery }) => {
      await invalidate('alertDeliveryList');
      addToast({
        variant: delivery.state === 'failed' ? 'error' : 'success',
        title: 'Test alert',
        content:
          delivery.state === 'delivered'
            ? `The test alert reached ${receiver.name}`
            : `The test alert to ${receiver.name} is ${delivery.state}`,
      });
    },
    onError: (error) =>
      addToast({ variant: 'error', title: 'Could not send test alert', content: error.message }),
  });
  const deleteReceiver = useApiMutation('alertReceiverDelete', {
    onSuccess: async () => {
      await invalidate('alertReceiverList');
      addToast(`Alert receiver ${receiver.name} deleted`);
      await navigate({ to: '/system/alerts' });
    },
  });
  return (
    <>
      <PageHeader
        title={receiver.name}
        actions={
          <Flex gap="2">
            <ActionButton
              variant="soft"
              disabledReason={unauthorized}
              loading={probe.isPending}
              onClick={() => probe.mutate({ path: { receiver: receiver.name } })}
            >
              Send test alert
            </ActionButton>
            <ActionButton
              variant="soft"
              color="red"
              disabledReason={unauthorized}
              onClick={() =>
                confirmDelete({
                  resourceKind: 'alert receiver',
                  label: `Are you sure you want to delete alert receiver ${receiver.name}?`,
                  doDelete: () => deleteReceiver.mutateAsync({ path: { receiver: receiver.name } }),
                })
              }
            >
              Delete
            </ActionButton>
          </Flex>
        }
      />
      <SummaryCard
        label="Alert receiver summary"
        items={[
          ['Kind', receiver.kind.kind],
          ['Endpoint', receiver.kind.endpoint],
          ['Description', receiver.description || '—'],
          ['Created', formatRelativeTime(receiver.timeCreated)],
        ]}
      />
      <ReceiverSubscriptions receiver={receiver} />
      <ReceiverSecrets receiver={receiver.name} />
      <ReceiverDeliveries receiver={receiver.name} />
    </>
  );
}

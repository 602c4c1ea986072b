import type { AlertReceiver } from '@rackconsole/sdk';
import { Button, Callout, Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { alertClassesQuery } from '~/api/alerts';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { Modal } from '~/components/Modal';
import { EmptyState } from '~/components/PageHeader';
import { apiCommand } from '~/forms/cliCommand';
import { FormCliCommandButton } from '~/forms/FormCliCommand';
import { TextField } from '~/forms/fields';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The platform's subscription syntax: dot-separated words, each segment may be `*` or `**`. */
const SUBSCRIPTION = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/;

export const validateSubscription = (value: string) =>
  SUBSCRIPTION.test(value)
    ? undefined
    : 'Must be an alert class or a glob of dot-separated words, * or **, e.g. instance.*';

/** The alert classes a receiver gets: add one (a class or a glob), or remove one after confirmation. */
export function ReceiverSubscriptions({ receiver }: { receiver: AlertReceiver }) {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const classes = useQuery(alertClassesQuery);
  const [adding, setAdding] = useState(false);
  const description = new Map(classes.data?.items.map((item) => [item.name, item.description]));
  const remove = useApiMutation('alertReceiverSubscriptionRemove', {
    onSuccess: () => invalidate('alertReceiverView', 'alertReceiverList'),
  });
  return (
    <section aria-labelledby="subscriptions-heading">
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="4" id="subscriptions-heading">
          Subscriptions
        </Heading>
        <ActionButton variant="soft" disabledReason={unauthorized} onClick={() => setAdding(true)}>
          Add subscription
        </ActionButton>
      </Flex>
      <DataTable
        label="Subscriptions"
        rows={receiver.subscriptions}
        rowKey={(subscription) => subscription}
        viewKey="subscriptions"
        filter={{ name: (subscription) => subscription }}
        columns={[
          {
            header: 'Alert class',
            sortValue: (subscription) => subscription,
            cell: (subscription) => subscription,
          },
          {
            header: 'Description',
            sortValue: (subscription) => description.get(subscription),
            cell: (subscription) =>
              description.get(subscription) ?? (subscription.includes('*') ? 'Glob' : '—'),
          },
        ]}
        actions={(subscription) => [
          {
            label: 'Remove',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm remove subscription',
                modalContent: `Stop sending ${subscription} alerts to ${receiver.name}?`,
                errorTitle: 'Could not remove subscription',
                actionType: 'danger',
                doAction: async () => {
                  await remove.mutateAsync({ path: { receiver: receiver.name, subscription } });
                  addToast(`Subscription ${subscription} removed`);
                },
              }),
          },
        ]}
        empty={
          <EmptyState
            title="No subscriptions"
            body="This receiver gets no alerts until it subscribes to some."
          />
        }
      />
      <AddSubscriptionModal
        receiver={receiver}
        open={adding}
        options={(classes.data?.items ?? []).map((item) => item.name)}
        onDismiss={() => setAdding(false)}
      />
    </section>
  );
}

function AddSubscriptionModal({
  receiver,
  open,
  options,
  onDismiss,
}: {
  receiver: AlertReceiver;
  open: boolean;
  options: string[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const form = useForm<{ subscription: string }>({ defaultValues: { subscription: '' } });
  const add = useApiMutation('alertReceiverSubscriptionAdd', {
    onSuccess: async ({ subscription }) => {
      await invalidate('alertReceiverView', 'alertReceiverList');
      addToast(`Subscribed ${receiver.name} to ${subscription}`);
      close();
    },
  });
  function close() {
    form.reset();
    add.reset();
    onDismiss();
  }
  const available = options.filter((option) => !receiver.subscriptions.includes(option));
  return (
    <Modal title="Add subscription" open={open} onDismiss={close}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ subscription }) =>
          add.mutate({ path: { receiver: receiver.name }, body: { subscription: subscription.trim() } }),
        )}
      >
        <Flex direction="column" gap="4" mt="3">
          <TextField
            name="subscription"
            control={form.control}
            label="Alert class"
            required
            placeholder="instance.*"
            description="An alert class, or a glob: * matches one segment, ** any number of them."
            validate={(value) => validateSubscription(String(value).trim())}
          />
          {available.length ? (
            <Flex gap="2" wrap="wrap" role="group" aria-label="Known alert classes">
              {available.map((option) => (
                <Button
                  key={option}
                  type="button"
                  size="1"
                  variant="soft"
                  color="gray"
                  onClick={() => form.setValue('subscription', option, { shouldValidate: true })}
                >
                  {option}
                </Button>
              ))}
            </Flex>
          ) : null}
          {add.error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{add.error.message}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex gap="3" justify="end">
            <Flex mr="auto">
              <FormCliCommandButton
                form={form}
                toCommand={({ subscription }) =>
                  apiCommand('alertReceiverSubscriptionAdd', {
                    path: { receiver: receiver.name },
                    body: { subscription: subscription.trim() },
                  })
                }
              />
            </Flex>
            <Button type="button" variant="soft" color="gray" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add subscription
            </Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}

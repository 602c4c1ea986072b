import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { webhookSecretsQuery } from '~/api/alerts';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { ShortId } from '~/components/systemDisplay';
import { apiCommand } from '~/forms/cliCommand';
import { TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/**
 * A webhook's signing secrets. Secrets are write-only (only their ids come back), so rotating one means adding
 * the new secret, updating the receiver, then deleting the old one.
 */
export function ReceiverSecrets({ receiver }: { receiver: string }) {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [adding, setAdding] = useState(false);
  const secrets = useQuery(webhookSecretsQuery(receiver));
  const deleteSecret = useApiMutation('webhookSecretsDelete', {
    onSuccess: async () => {
      await invalidate('webhookSecretsList', 'alertReceiverView');
      addToast('Secret deleted');
    },
  });
  return (
    <section aria-labelledby="secrets-heading">
      <Flex justify="between" align="center" mb="3" mt="6">
        <Heading as="h2" size="4" id="secrets-heading">
          Secrets
        </Heading>
        <ActionButton variant="soft" disabledReason={unauthorized} onClick={() => setAdding(true)}>
          Add secret
        </ActionButton>
      </Flex>
      <DataTable
        label="Secrets"
        rows={secrets.data?.secrets ?? []}
        rowKey={(secret) => secret.id}
        viewKey="secrets"
        filter={{ name: (secret) => secret.id }}
        columns={[
          { header: 'ID', sortValue: (secret) => secret.id, cell: (secret) => <ShortId id={secret.id} /> },
          {
            header: 'Added',
            sortValue: (secret) => secret.timeCreated,
            cell: (secret) => formatRelativeTime(secret.timeCreated),
          },
        ]}
        actions={(secret) => [
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'secret',
                label: `Are you sure you want to delete secret ${secret.id}? Deliveries will no longer be signed with it.`,
                doDelete: () => deleteSecret.mutateAsync({ path: { secretId: secret.id } }),
              }),
          },
        ]}
        empty={
          secrets.isSuccess ? (
            <EmptyState title="No secrets" body="Deliveries are unsigned until a secret is added." />
          ) : undefined
        }
      />
      {adding ? <AddSecretForm receiver={receiver} onDismiss={() => setAdding(false)} /> : null}
    </section>
  );
}

function AddSecretForm({ receiver, onDismiss }: { receiver: string; onDismiss: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm<{ secret: string }>({ defaultValues: { secret: '' } });
  const add = useApiMutation('webhookSecretsAdd', {
    onSuccess: async () => {
      await invalidate('webhookSecretsList', 'alertReceiverView');
      addToast('Secret added');
      onDismiss();
    },
  });
  return (
    <SideModalForm
      title="Add secret"
      form={form}
      onSubmit={(body) => add.mutate({ query: { receiver }, body })}
      onDismiss={onDismiss}
      submitLabel="Add secret"
      submitting={add.isPending}
      submitError={add.error}
      toCommand={(body) => apiCommand('webhookSecretsAdd', { query: { receiver }, body })}
    >
      <TextField
        name="secret"
        control={form.control}
        label="Secret"
        type="password"
        required
        description="It cannot be read back once added."
      />
    </SideModalForm>
  );
}

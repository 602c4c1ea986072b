import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { trustRootListQuery } from '~/api/update';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { QueryPanel } from '~/components/QueryPanel';
import { ShortId } from '~/components/systemDisplay';
import { apiCommand } from '~/forms/cliCommand';
import { SideModalForm } from '~/forms/SideModalForm';
import { TextFileField } from '~/forms/TextFileField';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { describeRootRole, validateRootRole } from './trustRoot';

/** The TUF root roles the rack trusts to sign release repositories: add one, or remove one. */
export function TrustRootsSection() {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [adding, setAdding] = useState(false);
  const roots = useQuery(trustRootListQuery);
  const deleteRoot = useApiMutation('systemUpdateTrustRootDelete', {
    onSuccess: async () => {
      await invalidate('systemUpdateTrustRootList');
      addToast('Trust root removed');
    },
  });
  return (
    <section aria-labelledby="trust-roots-heading">
      <Flex justify="between" align="center" mb="3" mt="6">
        <Heading as="h2" size="4" id="trust-roots-heading">
          Trust roots
        </Heading>
        <ActionButton disabledReason={unauthorized} onClick={() => setAdding(true)}>
          Add trust root
        </ActionButton>
      </Flex>
      <QueryPanel query={roots} what="trust roots">
        <DataTable
          label="Trust roots"
          rows={roots.data?.items ?? []}
          rowKey={(root) => root.id}
          viewKey="roots"
          filter={{ name: (root) => root.id }}
          columns={[
            { header: 'ID', sortValue: (root) => root.id, cell: (root) => <ShortId id={root.id} /> },
            {
              header: 'Root version',
              sortValue: (root) => describeRootRole(root.rootRole).version,
              cell: (root) => describeRootRole(root.rootRole).version ?? '—',
            },
            {
              header: 'Expires',
              sortValue: (root) => describeRootRole(root.rootRole).expires,
              cell: (root) => describeRootRole(root.rootRole).expires?.toLocaleDateString() ?? '—',
            },
            {
              header: 'Added',
              sortValue: (root) => root.timeCreated,
              cell: (root) => formatRelativeTime(root.timeCreated),
            },
          ]}
          actions={(root) => [
            {
              label: 'Delete',
              danger: true,
              disabledReason: unauthorized,
              onActivate: () =>
                confirmDelete({
                  resourceKind: 'trust root',
                  label: `Are you sure you want to remove trust root ${root.id}? Repositories signed only by it can no longer be uploaded.`,
                  doDelete: () => deleteRoot.mutateAsync({ path: { trustRootId: root.id } }),
                }),
            },
          ]}
          empty={
            roots.isSuccess ? (
              <EmptyState
                title="No trust roots"
                body="Add a trust root to accept repositories signed by it."
              />
            ) : undefined
          }
        />
      </QueryPanel>
      {adding ? <AddTrustRootForm onDismiss={() => setAdding(false)} /> : null}
    </section>
  );
}

function AddTrustRootForm({ onDismiss }: { onDismiss: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm<{ rootRole: string }>({ defaultValues: { rootRole: '' } });
  const create = useApiMutation('systemUpdateTrustRootCreate', {
    onSuccess: async () => {
      await invalidate('systemUpdateTrustRootList');
      addToast('Trust root added');
      onDismiss();
    },
  });
  return (
    <SideModalForm
      title="Add trust root"
      form={form}
      onSubmit={({ rootRole }) => create.mutate({ body: JSON.parse(rootRole) })}
      onDismiss={onDismiss}
      submitLabel="Add trust root"
      submitting={create.isPending}
      submitError={create.error}
      // The CLI has no command for trust roots; the root role goes as the form sends it.
      toCommand={({ rootRole }) => apiCommand('systemUpdateTrustRootCreate', { body: JSON.parse(rootRole) })}
    >
      <TextFileField
        name="rootRole"
        control={form.control}
        label="Root role"
        required
        rows={14}
        accept=".json,application/json"
        description="Paste the release's root.json, or load it from a file."
        validate={validateRootRole}
      />
    </SideModalForm>
  );
}

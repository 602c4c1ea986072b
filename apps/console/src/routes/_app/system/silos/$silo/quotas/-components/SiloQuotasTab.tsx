import type { SiloQuotas, VirtualResourceCounts } from '@rackconsole/sdk';
import { Flex, Table } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { siloQuotasQuery, siloUtilizationQuery } from '~/api/silos';
import { ActionButton } from '~/components/ActionButton';
import { UsageBar } from '~/components/charts/UsageBar';
import { DocsLink } from '~/components/DocsLink';
import { formatResource, usageText } from '~/components/utilization/UsageSummary';
import { apiCommand } from '~/forms/cliCommand';
import { type QuotaValues, quotaCounts, quotaValues } from '~/forms/quotaValues';
import { SideModalForm } from '~/forms/SideModalForm';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { QuotaFields } from '~/routes/_app/system/silos/-components/QuotaFields';
import { addToast } from '~/stores/toasts';

const RESOURCES = [
  { resource: 'cpus', title: 'CPUs' },
  { resource: 'memory', title: 'Memory' },
  { resource: 'storage', title: 'Storage' },
] as const;

/** Changes the silo's quotas; each field says what the silo has provisioned, which a quota may go below. */
function EditQuotasForm({
  quotas,
  provisioned,
  onDismiss,
}: {
  quotas: SiloQuotas;
  provisioned?: VirtualResourceCounts;
  onDismiss: () => void;
}) {
  const silo = useSiloSelector();
  const invalidate = useInvalidate();
  const form = useForm<QuotaValues>({ defaultValues: quotaValues(quotas) });
  const update = useApiMutation('siloQuotasUpdate', {
    onSuccess: async () => {
      await invalidate('siloQuotasView', 'siloUtilizationView', 'siloUtilizationList', 'systemQuotasList');
      addToast(`Quotas of silo ${silo} updated`);
      onDismiss();
    },
  });
  const hint = (resource: keyof VirtualResourceCounts) =>
    provisioned
      ? `Provisioned now: ${formatResource(resource, provisioned[resource])}. A lower quota stops new provisioning only.`
      : undefined;
  return (
    <SideModalForm
      title="Edit quotas"
      form={form}
      onSubmit={(values) => update.mutate({ path: { silo }, body: quotaCounts(values) })}
      onDismiss={onDismiss}
      submitLabel="Update quotas"
      submitting={update.isPending}
      submitError={update.error}
      // The CLI sets quotas only when it creates a silo.
      toCommand={(values) => apiCommand('siloQuotasUpdate', { path: { silo }, body: quotaCounts(values) })}
    >
      <QuotaFields
        control={form.control}
        hints={{ cpus: hint('cpus'), memoryGib: hint('memory'), storageGib: hint('storage') }}
      />
    </SideModalForm>
  );
}

/** The silo's quotas beside what it has provisioned, with a side panel to change them. */
export function SiloQuotasTab() {
  const silo = useSiloSelector();
  const unauthorized = useFleetAdminReason();
  const [editing, setEditing] = useState(false);
  const quotas = useQuery(siloQuotasQuery(silo));
  const utilization = useQuery(siloUtilizationQuery(silo));
  const provisioned = utilization.data?.provisioned;
  return (
    <>
      <Flex justify="end" align="center" gap="3" mb="3">
        <DocsLink area="quotas" />
        <ActionButton disabledReason={unauthorized} onClick={() => setEditing(true)} disabled={!quotas.data}>
          Edit quotas
        </ActionButton>
      </Flex>
      <Table.Root variant="surface">
        {/* Radix puts Table.Root's props on a wrapper div; a caption names the table element itself. */}
        <caption className="visually-hidden">Quotas</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Resource</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Provisioned</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Quota</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Use of quota</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {RESOURCES.map(({ resource, title }) => {
            const quota = quotas.data?.[resource];
            const used = provisioned?.[resource];
            return (
              <Table.Row key={resource} align="center">
                <Table.RowHeaderCell>{title}</Table.RowHeaderCell>
                <Table.Cell>{used === undefined ? '—' : formatResource(resource, used)}</Table.Cell>
                <Table.Cell>{quota === undefined ? '—' : formatResource(resource, quota)}</Table.Cell>
                <Table.Cell>
                  {quota !== undefined && used !== undefined ? (
                    <UsageBar
                      label={`${title} provisioned of quota`}
                      used={used}
                      limit={quota}
                      valueText={usageText(resource, used, quota)}
                      showText={false}
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {editing && quotas.data ? (
        <EditQuotasForm quotas={quotas.data} provisioned={provisioned} onDismiss={() => setEditing(false)} />
      ) : null}
    </>
  );
}

import { Badge, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { ALL_ITEMS } from '~/constants';
import { CheckboxField, SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { usePagination } from '~/hooks/usePagination';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { usePageSearch } from '~/pages/system/lists';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { ipPoolPickerQuery, siloIpPoolListQuery } from './queries';
import { ipPoolLinkCommand } from './siloFormValues';

/** Links one more of the fleet's pools to the silo; pools already linked are not offered. */
function LinkPoolModal({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const silo = useSiloSelector();
  const invalidate = useInvalidate();
  const pools = useQuery({ ...ipPoolPickerQuery(), enabled: open });
  const linked = useQuery({ ...siloIpPoolListQuery(silo, { limit: ALL_ITEMS }), enabled: open });
  const form = useForm<{ pool: string; isDefault: boolean }>({
    defaultValues: { pool: '', isDefault: false },
  });
  const link = useApiMutation('systemIpPoolSiloLink', {
    onSuccess: async (_, { path }) => {
      await invalidate('siloIpPoolList', 'systemIpPoolSiloList');
      addToast(`IP pool ${path.pool} linked to silo ${silo}`);
      close();
    },
  });
  const close = () => {
    form.reset();
    link.reset();
    onDismiss();
  };
  const linkedNames = new Set((linked.data?.items ?? []).map((pool) => pool.name));
  const candidates = (pools.data?.items ?? []).filter(
    (pool) => pool.assignment === 'silos' && !linkedNames.has(pool.name),
  );
  return (
    <ModalForm
      title="Link IP pool"
      form={form}
      open={open}
      onSubmit={({ pool, isDefault }) => link.mutate({ path: { pool }, body: { silo, isDefault } })}
      toCommand={({ pool, isDefault }) => ipPoolLinkCommand(pool, silo, isDefault)}
      onDismiss={close}
      submitLabel="Link pool"
      submitting={link.isPending}
      submitError={link.error}
    >
      {candidates.length === 0 && pools.isSuccess && linked.isSuccess ? (
        <Text size="2" color="gray">
          Every IP pool for silos is already linked to this silo.
        </Text>
      ) : null}
      <SelectField
        name="pool"
        control={form.control}
        label="IP pool"
        required
        placeholder="Select a pool"
        items={candidates.map((pool) => ({ value: pool.name, label: `${pool.name} (${pool.ipVersion})` }))}
      />
      <CheckboxField name="isDefault" control={form.control} label="Make it the silo's default pool" />
    </ModalForm>
  );
}

/** The IP pools the silo's instances and floating IPs draw from: make one the default, unlink, link more. */
export function SiloIpPoolsTab() {
  const silo = useSiloSelector();
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [linking, setLinking] = useState(false);
  const pools = useQuery(siloIpPoolListQuery(silo, usePageSearch()));
  const onChanged = () => invalidate('siloIpPoolList', 'systemIpPoolSiloList');
  const update = useApiMutation('systemIpPoolSiloUpdate', {
    onSuccess: async (_, { path }) => {
      await onChanged();
      addToast(`IP pool ${path.pool} is now the default of silo ${silo}`);
    },
  });
  const unlink = useApiMutation('systemIpPoolSiloUnlink', {
    onSuccess: async (_, { path }) => {
      await onChanged();
      addToast(`IP pool ${path.pool} unlinked from silo ${silo}`);
    },
  });
  const linkButton = (
    <ActionButton disabledReason={unauthorized} onClick={() => setLinking(true)}>
      Link pool
    </ActionButton>
  );
  return (
    <>
      <Flex justify="end" align="center" gap="3" mb="3">
        <DocsLink area="ipPools" />
        {linkButton}
      </Flex>
      <DataTable
        label="Linked IP pools"
        rows={pools.data?.items ?? []}
        rowKey={(pool) => pool.name}
        filter={{ name: (pool) => pool.name }}
        paginated={pagination.hasPrev || Boolean(pools.data?.nextPage)}
        columns={[
          { header: 'Name', sortValue: (pool) => pool.name, cell: (pool) => pool.name },
          { header: 'Description', sortValue: (pool) => pool.description, cell: (pool) => pool.description },
          { header: 'IP version', sortValue: (pool) => pool.ipVersion, cell: (pool) => pool.ipVersion },
          { header: 'Type', sortValue: (pool) => pool.poolType, cell: (pool) => pool.poolType },
          {
            header: 'Default',
            sortValue: (pool) => (pool.isDefault ? 'default' : undefined),
            cell: (pool) => (pool.isDefault ? <Badge color="green">Default</Badge> : null),
          },
        ]}
        actions={(pool) => [
          {
            label: 'Make default',
            disabledReason: unauthorized ?? (pool.isDefault && 'This pool is already the default'),
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm make default',
                modalContent: `Make ${pool.name} the default ${pool.ipVersion} pool of silo ${silo}? The current default, if any, stops being the default.`,
                errorTitle: 'Could not make the pool the default',
                actionType: 'primary',
                doAction: () =>
                  update.mutateAsync({ path: { pool: pool.name, silo }, body: { isDefault: true } }),
              }),
          },
          {
            label: 'Unlink',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm unlink',
                modalContent: `Unlink IP pool ${pool.name} from silo ${silo}? The silo's instances and floating IPs can no longer get addresses from it.`,
                errorTitle: 'Could not unlink the pool',
                actionType: 'danger',
                doAction: () => unlink.mutateAsync({ path: { pool: pool.name, silo } }),
              }),
          },
        ]}
        empty={
          pools.isSuccess ? (
            <EmptyState
              title="No linked IP pools"
              body="Link an IP pool so the silo's instances can get external addresses."
              action={linkButton}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={pools.data?.nextPage} loading={pools.isFetching} />
      <LinkPoolModal open={linking} onDismiss={() => setLinking(false)} />
    </>
  );
}

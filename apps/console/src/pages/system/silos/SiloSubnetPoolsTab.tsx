import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { ALL_ITEMS } from '~/constants';
import { CheckboxField, SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { usePagination } from '~/hooks/usePagination';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { usePageSearch } from '~/pages/system/lists';
import { IpVersionBadge } from '~/pages/system/networking/poolDisplay';
import { subnetPoolLinkCommand, subnetPoolLinkRequest } from '~/pages/system/networking/subnetPools/commands';
import {
  SUBNET_POOL_LINK_QUERIES,
  siloSubnetPoolListQuery,
  subnetPoolPickerQuery,
} from '~/pages/system/networking/subnetPools/queries';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const siloRoute = getRouteApi('/_app/system/silos/$silo');

/** Links one more of the fleet's subnet pools to the silo; pools already linked are not offered. */
function LinkSubnetPoolModal({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const { silo } = siloRoute.useParams();
  const invalidate = useInvalidate();
  const pools = useQuery({ ...subnetPoolPickerQuery, enabled: open });
  const linked = useQuery({ ...siloSubnetPoolListQuery(silo, { limit: ALL_ITEMS }), enabled: open });
  const form = useForm<{ pool: string; isDefault: boolean }>({
    defaultValues: { pool: '', isDefault: false },
  });
  const link = useApiMutation('systemSubnetPoolSiloLink', {
    onSuccess: async (_, { path }) => {
      await invalidate(...SUBNET_POOL_LINK_QUERIES);
      addToast(`Subnet pool ${path.pool} linked to silo ${silo}`);
      close();
    },
  });
  const close = () => {
    form.reset();
    link.reset();
    onDismiss();
  };
  const linkedNames = new Set((linked.data?.items ?? []).map((pool) => pool.name));
  const candidates = (pools.data?.items ?? []).filter((pool) => !linkedNames.has(pool.name));
  return (
    <ModalForm
      title="Link subnet pool"
      form={form}
      open={open}
      onSubmit={({ pool, isDefault }) => link.mutate(subnetPoolLinkRequest(pool, silo, isDefault))}
      toCommand={({ pool, isDefault }) => subnetPoolLinkCommand(pool, silo, isDefault)}
      onDismiss={close}
      submitLabel="Link pool"
      submitting={link.isPending}
      submitError={link.error}
    >
      {candidates.length === 0 && pools.isSuccess && linked.isSuccess ? (
        <Text size="2" color="gray">
          Every subnet pool is already linked to this silo.
        </Text>
      ) : null}
      <SelectField
        name="pool"
        control={form.control}
        label="Subnet pool"
        required
        placeholder="Select a pool"
        items={candidates.map((pool) => ({ value: pool.name, label: `${pool.name} (${pool.ipVersion})` }))}
      />
      <CheckboxField
        name="isDefault"
        control={form.control}
        label="Make it the silo's default subnet pool of its IP version"
      />
    </ModalForm>
  );
}

/** The subnet pools the silo's projects carve external subnets from: the default marked; link, unlink. */
export function SiloSubnetPoolsTab() {
  const { silo } = siloRoute.useParams();
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [linking, setLinking] = useState(false);
  const pools = useQuery(siloSubnetPoolListQuery(silo, usePageSearch()));
  const onChanged = () => invalidate(...SUBNET_POOL_LINK_QUERIES);
  const update = useApiMutation('systemSubnetPoolSiloUpdate', { onSuccess: onChanged });
  const unlink = useApiMutation('systemSubnetPoolSiloUnlink', { onSuccess: onChanged });
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
        label="Linked subnet pools"
        rows={pools.data?.items ?? []}
        rowKey={(pool) => pool.name}
        filter={{ name: (pool) => pool.name }}
        paginated={pagination.hasPrev || Boolean(pools.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            sortValue: (pool) => pool.name,
            cell: (pool) => (
              <Link asChild>
                <RouterLink to="/system/networking/subnet-pools/$pool" params={{ pool: pool.name }}>
                  <TruncatedText text={pool.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          { header: 'Description', sortValue: (pool) => pool.description, cell: (pool) => pool.description },
          {
            header: 'IP version',
            sortValue: (pool) => pool.ipVersion,
            cell: (pool) => <IpVersionBadge version={pool.ipVersion} />,
          },
          {
            header: 'Default',
            sortValue: (pool) => (pool.isDefault ? 'default' : undefined),
            cell: (pool) => (pool.isDefault ? <Badge color="green">Default</Badge> : null),
          },
        ]}
        actions={(pool) => [
          {
            label: pool.isDefault ? 'Unset default' : 'Make default',
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: pool.isDefault ? 'Confirm unset default' : 'Confirm make default',
                modalContent: pool.isDefault
                  ? `Stop using ${pool.name} as the default ${pool.ipVersion} subnet pool of silo ${silo}? External subnets that name no pool will need another default.`
                  : `Make ${pool.name} the default ${pool.ipVersion} subnet pool of silo ${silo}? The current default, if any, stops being the default.`,
                errorTitle: 'Could not change the default subnet pool',
                actionType: 'primary',
                doAction: async () => {
                  await update.mutateAsync({
                    path: { pool: pool.name, silo },
                    body: { isDefault: !pool.isDefault },
                  });
                  addToast(
                    pool.isDefault
                      ? `Subnet pool ${pool.name} is no longer the default of silo ${silo}`
                      : `Subnet pool ${pool.name} is now the default of silo ${silo}`,
                  );
                },
              }),
          },
          {
            label: 'Unlink',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm unlink',
                modalContent: `Unlink subnet pool ${pool.name} from silo ${silo}? The silo's projects can no longer allocate external subnets from it.`,
                errorTitle: 'Could not unlink the pool',
                actionType: 'danger',
                doAction: async () => {
                  await unlink.mutateAsync({ path: { pool: pool.name, silo } });
                  addToast(`Subnet pool ${pool.name} unlinked from silo ${silo}`);
                },
              }),
          },
        ]}
        empty={
          pools.isSuccess ? (
            <EmptyState
              title="No linked subnet pools"
              body="Link a subnet pool so the silo's projects can allocate external subnets."
              action={linkButton}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={pools.data?.nextPage} loading={pools.isFetching} />
      <LinkSubnetPoolModal open={linking} onDismiss={() => setLinking(false)} />
    </>
  );
}

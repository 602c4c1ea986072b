import { Badge, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { type Column, DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { firstReason } from '~/components/reasons';
import { ALL_ITEMS } from '~/constants';
import { CheckboxField, SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { useSiloSelector } from '~/hooks/useRouteParams';
import type { PoolKind, SiloPool } from '~/routes/_app/system/-components/poolKinds';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** Links one more of the fleet's pools to the silo; pools already linked are not offered. */
function LinkPoolModal({ kind, open, onDismiss }: { kind: PoolKind; open: boolean; onDismiss: () => void }) {
  const silo = useSiloSelector();
  const invalidate = useInvalidate();
  const pools = kind.usePicker(open);
  const linked = kind.useSiloPools(silo, { limit: ALL_ITEMS }, open);
  const form = useForm<{ pool: string; isDefault: boolean }>({
    defaultValues: { pool: '', isDefault: false },
  });
  const link = useApiMutation(kind.ops.siloLink, {
    onSuccess: async (_, { path }) => {
      await invalidate(...kind.linkQueries);
      addToast(`${kind.Noun} ${path.pool} linked to silo ${silo}`);
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
    (pool) => kind.offeredToSilos(pool) && !linkedNames.has(pool.name),
  );
  return (
    <ModalForm
      title={`Link ${kind.noun}`}
      form={form}
      open={open}
      onSubmit={({ pool, isDefault }) => link.mutate(kind.linkRequest(pool, silo, isDefault))}
      toCommand={({ pool, isDefault }) => kind.linkCommand(pool, silo, isDefault)}
      onDismiss={close}
      submitLabel="Link pool"
      submitting={link.isPending}
      submitError={link.error}
    >
      {candidates.length === 0 && pools.isSuccess && linked.isSuccess ? (
        <Text size="2" color="gray">
          {kind.siloTab.allLinked}
        </Text>
      ) : null}
      <SelectField
        name="pool"
        control={form.control}
        label={kind.Noun}
        required
        placeholder="Select a pool"
        items={candidates.map((pool) => ({ value: pool.name, label: `${pool.name} (${pool.ipVersion})` }))}
      />
      <CheckboxField name="isDefault" control={form.control} label={kind.siloTab.linkAsDefault} />
    </ModalForm>
  );
}

/**
 * A silo's tab of the pools of one kind it is linked to: the default marked; make one the default (or, where
 * the kind allows, stop it being the default), unlink, link more. `columns` are the kind's own, before Default.
 */
export function SiloPoolsTab({ kind, columns }: { kind: PoolKind; columns: Column<SiloPool>[] }) {
  const silo = useSiloSelector();
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [linking, setLinking] = useState(false);
  const pools = kind.useSiloPools(silo, usePageSearch());
  const onChanged = () => invalidate(...kind.linkQueries);
  const update = useApiMutation(kind.ops.siloUpdate, { onSuccess: onChanged });
  const unlink = useApiMutation(kind.ops.siloUnlink, { onSuccess: onChanged });
  const text = kind.siloTab;
  const linkButton = (
    <ActionButton disabledReason={unauthorized} onClick={() => setLinking(true)}>
      Link pool
    </ActionButton>
  );
  const defaultAction = (pool: SiloPool) => {
    const unsetting = pool.isDefault && text.unsetDefaultBody !== undefined;
    return {
      label: unsetting ? 'Unset default' : 'Make default',
      disabledReason: firstReason(
        unauthorized,
        pool.isDefault && !unsetting && 'This pool is already the default',
      ),
      onActivate: () =>
        confirmAction({
          modalTitle: unsetting ? 'Confirm unset default' : 'Confirm make default',
          modalContent:
            unsetting && text.unsetDefaultBody
              ? text.unsetDefaultBody(pool, silo)
              : text.setDefaultBody(pool, silo),
          errorTitle: text.defaultErrorTitle,
          actionType: 'primary',
          doAction: async () => {
            await update.mutateAsync({ path: { pool: pool.name, silo }, body: { isDefault: !unsetting } });
            addToast(
              unsetting
                ? `${kind.Noun} ${pool.name} is no longer the default of silo ${silo}`
                : `${kind.Noun} ${pool.name} is now the default of silo ${silo}`,
            );
          },
        }),
    };
  };
  return (
    <>
      <Flex justify="end" align="center" gap="3" mb="3">
        <DocsLink area="ipPools" />
        {linkButton}
      </Flex>
      <DataTable
        label={`Linked ${kind.noun}s`}
        rows={pools.data?.items ?? []}
        rowKey={(pool) => pool.name}
        filter={{ name: (pool) => pool.name }}
        paginated={pagination.hasPrev || Boolean(pools.data?.nextPage)}
        columns={[
          ...columns,
          {
            header: 'Default',
            sortValue: (pool) => (pool.isDefault ? 'default' : undefined),
            cell: (pool) => (pool.isDefault ? <Badge color="green">Default</Badge> : null),
          },
        ]}
        actions={(pool) => [
          defaultAction(pool),
          {
            label: 'Unlink',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm unlink',
                modalContent: text.unlinkBody(pool, silo),
                errorTitle: 'Could not unlink the pool',
                actionType: 'danger',
                doAction: async () => {
                  await unlink.mutateAsync({ path: { pool: pool.name, silo } });
                  addToast(`${kind.Noun} ${pool.name} unlinked from silo ${silo}`);
                },
              }),
          },
        ]}
        empty={
          pools.isSuccess ? (
            <EmptyState title={`No linked ${kind.noun}s`} body={text.emptyBody} action={linkButton} />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={pools.data?.nextPage} loading={pools.isFetching} />
      <LinkPoolModal kind={kind} open={linking} onDismiss={() => setLinking(false)} />
    </>
  );
}

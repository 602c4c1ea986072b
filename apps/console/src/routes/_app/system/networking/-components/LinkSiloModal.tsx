import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { allSilosQuery } from '~/api/systemLists';
import { CheckboxField, SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import type { Pool, PoolKind } from '~/routes/_app/system/-components/poolKinds';
import { addToast } from '~/stores/toasts';

/** Links a pool to one of the silos it is not linked to yet, optionally as that silo's default. */
export function LinkSiloModal({
  kind,
  pool,
  open,
  linkedSiloIds,
  onDismiss,
}: {
  kind: PoolKind;
  pool: Pool;
  open: boolean;
  linkedSiloIds: string[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const silos = useQuery(allSilosQuery);
  const form = useForm<{ silo: string; isDefault: boolean }>({
    defaultValues: { silo: '', isDefault: false },
  });
  const close = () => {
    form.reset();
    link.reset();
    onDismiss();
  };
  const link = useApiMutation(kind.ops.siloLink, {
    onSuccess: async (_, { body }) => {
      await invalidate(...kind.linkQueries);
      addToast(`Silo ${body.silo} linked to ${pool.name}`);
      close();
    },
  });
  const candidates = (silos.data?.items ?? []).filter((silo) => !linkedSiloIds.includes(silo.id));
  return (
    <ModalForm
      title="Link silo"
      form={form}
      open={open}
      onSubmit={({ silo, isDefault }) => link.mutate(kind.linkRequest(pool.name, silo, isDefault))}
      toCommand={({ silo, isDefault }) => kind.linkCommand(pool.name, silo, isDefault)}
      toTerraform={({ silo, isDefault }) => ({
        request: {
          kind: kind.noun === 'IP pool' ? 'ipPoolSiloLink' : 'subnetPoolSiloLink',
          pool: pool.name,
          silo,
          isDefault,
        },
      })}
      onDismiss={close}
      submitLabel="Link silo"
      submitting={link.isPending}
      submitError={link.error}
    >
      <SelectField
        name="silo"
        control={form.control}
        label="Silo"
        required
        placeholder={candidates.length ? 'Select a silo' : 'Every silo is already linked'}
        items={candidates.map((silo) => ({ value: silo.name, label: silo.name }))}
      />
      <CheckboxField name="isDefault" control={form.control} label={kind.linkedSilos.linkAsDefault(pool)} />
    </ModalForm>
  );
}

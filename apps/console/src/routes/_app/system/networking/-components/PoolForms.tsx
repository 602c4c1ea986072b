import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type Control, type DefaultValues, type FieldPath, useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import type { ToTerraform } from '~/forms/FormCliCommand';
import { DescriptionField, NameField, SelectField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import type { Pool, PoolKind } from '~/routes/_app/system/-components/poolKinds';
import { addToast } from '~/stores/toasts';

/** What every new pool is given, whatever its kind. */
interface PoolCreateValues {
  name: string;
  description: string;
  ipVersion: Pool['ipVersion'];
}

/**
 * The create form of a pool of either kind: its name, description and IP version (`versionDescription` says
 * what the version binds), then the kind's own fields. A new pool's page opens once it is made.
 */
export function CreatePoolForm<Values extends PoolCreateValues>({
  kind,
  defaultValues,
  versionDescription,
  toCommand,
  toTerraform,
  unauthorized,
  children,
}: {
  kind: PoolKind;
  defaultValues: DefaultValues<Values>;
  versionDescription: string;
  toCommand: (values: Values) => string;
  toTerraform?: ToTerraform<Values>;
  unauthorized?: string;
  /** The kind's own fields. */
  children?: (control: Control<Values>) => ReactNode;
}) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<Values>({ defaultValues });
  const create = useApiMutation(kind.ops.create, {
    onSuccess: async (pool) => {
      await invalidate(kind.ops.list);
      addToast(`${kind.Noun} ${pool.name} created`);
      await navigate({ to: kind.paths.pool, params: { pool: pool.name } });
    },
  });
  // The shared fields of a form whose other fields are the kind's: TypeScript cannot see them in `Values`.
  const field = (name: keyof PoolCreateValues) => name as FieldPath<Values>;
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title={`Create ${kind.noun}`}
      form={form}
      onSubmit={(body) => create.mutate({ body })}
      onDismiss={() => navigate({ to: kind.paths.list })}
      submitLabel={`Create ${kind.noun}`}
      submitting={create.isPending}
      submitError={create.error}
      toCommand={toCommand}
      toTerraform={toTerraform}
    >
      <NameField name={field('name')} control={form.control} />
      <DescriptionField name={field('description')} control={form.control} />
      <SelectField
        name={field('ipVersion')}
        control={form.control}
        label="IP version"
        required
        description={versionDescription}
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
      {children?.(form.control)}
    </SideModalForm>
  );
}

interface PoolEditValues {
  name: string;
  description: string;
}

/** The edit form of a pool of either kind (`selector` from the URL, `pool` once read): name and description. */
export function EditPoolForm({
  kind,
  selector,
  pool,
  toCommand,
}: {
  kind: PoolKind;
  selector: string;
  pool: PoolEditValues | undefined;
  toCommand: (values: PoolEditValues) => string;
}) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<PoolEditValues>({
    values: pool ? { name: pool.name, description: pool.description } : undefined,
  });
  const update = useApiMutation(kind.ops.update, {
    onSuccess: async (updated) => {
      await invalidate(...kind.updateQueries);
      addToast(`${kind.Noun} ${updated.name} updated`);
      await navigate({ to: kind.paths.pool, params: { pool: updated.name } });
    },
  });
  return (
    <SideModalForm
      title={`Edit ${kind.noun}`}
      form={form}
      onSubmit={(body) => update.mutate({ path: { pool: selector }, body })}
      onDismiss={() => navigate({ to: kind.paths.pool, params: { pool: selector } })}
      submitLabel={`Update ${kind.noun}`}
      submitting={update.isPending}
      submitError={update.error}
      toCommand={toCommand}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}

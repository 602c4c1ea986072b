import type { SubnetPoolCreate } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField, SelectField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { addToast } from '~/stores/toasts';
import { subnetPoolCreateCommand } from './commands';
import { subnetPoolQuery } from './queries';

const poolRoute = getRouteApi('/_app/system/networking/subnet-pools/$pool');

export function CreateSubnetPoolForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<SubnetPoolCreate>({ defaultValues: { name: '', description: '', ipVersion: 'v4' } });
  const create = useApiMutation('systemSubnetPoolCreate', {
    onSuccess: async (pool) => {
      await invalidate('systemSubnetPoolList');
      addToast(`Subnet pool ${pool.name} created`);
      await navigate({ to: '/system/networking/subnet-pools/$pool', params: { pool: pool.name } });
    },
  });
  return (
    <SideModalForm
      title="Create subnet pool"
      form={form}
      onSubmit={(body) => create.mutate({ body })}
      onDismiss={() => navigate({ to: '/system/networking/subnet-pools' })}
      submitLabel="Create subnet pool"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={subnetPoolCreateCommand}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <SelectField
        name="ipVersion"
        control={form.control}
        label="IP version"
        required
        description="Every member subnet of the pool is of this version."
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
    </SideModalForm>
  );
}

interface EditSubnetPoolValues {
  name: string;
  description: string;
}

export function EditSubnetPoolForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { pool: selector } = poolRoute.useParams();
  const pool = useQuery(subnetPoolQuery(selector));
  const form = useForm<EditSubnetPoolValues>({
    values: pool.data ? { name: pool.data.name, description: pool.data.description } : undefined,
  });
  const update = useApiMutation('systemSubnetPoolUpdate', {
    onSuccess: async (updated) => {
      await invalidate('systemSubnetPoolList', 'systemSubnetPoolView', 'siloSubnetPoolList');
      addToast(`Subnet pool ${updated.name} updated`);
      await navigate({ to: '/system/networking/subnet-pools/$pool', params: { pool: updated.name } });
    },
  });
  return (
    <SideModalForm
      title="Edit subnet pool"
      form={form}
      onSubmit={(body) => update.mutate({ path: { pool: selector }, body })}
      onDismiss={() => navigate({ to: '/system/networking/subnet-pools/$pool', params: { pool: selector } })}
      submitLabel="Update subnet pool"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(body) =>
        rackctl(['subnet-pool', 'update', selector], {
          name: changedFlag(pool.data?.name ?? '', body.name),
          description: changedFlag(pool.data?.description ?? '', body.description),
        })
      }
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
